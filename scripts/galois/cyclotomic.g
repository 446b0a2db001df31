# The Galois groups of the cyclotomic fields Q(zeta_n) (the units mod n acting on themselves) and of
# their maximal real subfields Q(zeta_n + 1/zeta_n) (the units mod n over {1, -1}), as transitive
# groups in TransGrp's numbering, for the n whose fields have degree 2, 3, 4, 6, 8, 12 or 24.
# Run by cyclotomic.sh; prints one TypeScript array entry per field: [kind, n, degree, t].
Entry := function(kind, n, G)
  Print("  ['", kind, "', ", n, ", ", NrMovedPoints(G), ", ", TransitiveIdentification(G), "],\n");
end;
DEGREES := [2, 3, 4, 6, 8, 12, 24];
for n in [3 .. 300] do
  U := Units(ZmodnZ(n));
  if Size(U) in DEGREES then
    Entry("cyclotomic", n, Action(U, AsList(U), OnRight));
  fi;
  if n > 4 and Size(U) / 2 in DEGREES then
    Entry("real", n, Action(U, RightCosets(U, Subgroup(U, [ZmodnZObj(-1, n)])), OnRight));
  fi;
od;
QUIT;
