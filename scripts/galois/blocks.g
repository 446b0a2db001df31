# The block systems of the transitive groups of degree N (TransGrp numbering), and the products
# that realize each group; the input of igp24 search's choice of constructions (data/galois/README.md).
# Run by blocks.sh with N, FIRST, LAST, STEP and OUT set. One line per group:
#   N t entry entry ...
# entries:
#   S                    the group is solvable
#   W<a>:<k>:<h>:<full>  a block system with blocks of size a (b = N/a blocks): the stabilizer of a
#                        block acts on it as aT<k>, the group acts on the blocks as bT<h>; full = 1
#                        when |G| = |aT<k>|^b * |bT<h>|, i.e. G is the whole wreath product aT<k> wr bT<h>
#                        (a composition f(g(x)) with Gal(f) = bT<h> and Gal(g - beta) = aT<k> realizes it)
#   P<a>T<i>x<b>T<j>:<direct>  two block systems whose blocks meet in one point (a*b = N): G acts on
#                        the a blocks of the first as aT<i>, on the b blocks of the second as bT<j>;
#                        direct = 1 when |G| = |aT<i>| * |bT<j>|, G their direct product (a compositum
#                        of two disjoint fields), else a subdirect product (a compositum of fields
#                        that share a subfield)
BlockEntries := function(n, t)
  local G, out, blk, a, b, H, K, systems, i, j, s1, s2, direct;
  G := TransitiveGroup(n, t);
  out := [];
  if IsSolvableGroup(G) then
    Add(out, "S");
  fi;
  systems := [];
  for blk in AllBlocks(G) do
    blk := Set(blk);
    a := Length(blk);
    b := n / a;
    H := Action(G, Orbit(G, blk, OnSets), OnSets);
    K := Action(Stabilizer(G, blk, OnSets), blk);
    Add(systems, [blk, H]);
    Add(out, Concatenation("W", String(a), ":", String(TransitiveIdentification(K)), ":",
      String(TransitiveIdentification(H)), ":", String(Number([Size(G) = Size(K)^b * Size(H)], x -> x))));
  od;
  for i in [1 .. Length(systems)] do
    for j in [i + 1 .. Length(systems)] do
      s1 := systems[i];
      s2 := systems[j];
      if Length(s1[1]) * Length(s2[1]) = n and Length(Intersection(s1[1], s2[1])) = 1 then
        direct := Number([Size(G) = Size(s1[2]) * Size(s2[2])], x -> x);
        Add(out, Concatenation("P", String(n / Length(s1[1])), "T", String(TransitiveIdentification(s1[2])),
          "x", String(n / Length(s2[1])), "T", String(TransitiveIdentification(s2[2])), ":", String(direct)));
      fi;
    od;
  od;
  return out;
end;

# A stream without GAP's line breaking (it would cut long lines with a backslash).
stream := OutputTextFile(OUT, true);
SetPrintFormattingStatus(stream, false);
t := FIRST;
while (STEP > 0 and t <= LAST) or (STEP < 0 and t >= LAST) do
  PrintTo(stream, N, " ", t, JoinStringsWithSeparator(List(BlockEntries(N, t), e -> Concatenation(" ", e)), ""), "\n");
  t := t + STEP;
od;
CloseStream(stream);
QUIT;
