# Labels of the Galois groups the fresh polynomials are built to have (scripts/galois/fresh.ts runs
# this with `gap -q`). Prints one line per family member and stops with an error when a group is
# not what the construction needs:
#   wreath <k> <m> <t>   S_k wr S_m (the group of g(h(x)), deg g = m, deg h = k) in its imprimitive
#                        action on 24 points: m blocks of size k;
#   cyclotomic <n> <t>   (Z/n)^* (the group of Phi_n) in its regular action.
for km in [[12, 2], [8, 3], [6, 4], [4, 6], [3, 8], [2, 12]] do
  k := km[1]; m := km[2];
  W := WreathProduct(SymmetricGroup(k), SymmetricGroup(m));
  if NrMovedPoints(W) <> 24 or not IsTransitive(W, [1 .. 24]) then
    Error("S", k, " wr S", m, " is not transitive on 24 points");
  fi;
  # The action must be the imprimitive one: m blocks of size k, and the full order k!^m m!.
  if Length(Blocks(W, [1 .. 24])) <> m or Size(W) <> Factorial(k)^m * Factorial(m) then
    Error("S", k, " wr S", m, " is not in its imprimitive action");
  fi;
  Print("wreath ", k, " ", m, " ", TransitiveIdentification(W), "\n");
od;
for n in Filtered([1 .. 200], n -> Phi(n) = 24) do
  H := Image(RegularActionHomomorphism(Units(ZmodnZ(n))));
  if NrMovedPoints(H) <> 24 or not IsTransitive(H, [1 .. 24]) then
    Error("(Z/", n, ")^* is not regular on 24 points");
  fi;
  Print("cyclotomic ", n, " ", TransitiveIdentification(H), "\n");
od;
QUIT;
