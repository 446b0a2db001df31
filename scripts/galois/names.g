# Names of the transitive groups of degree 24, for scripts/galois/names.ts (which runs this file
# with `gap -q -b` and turns its output into src/shared/igp24/tables/groupNamesData.ts).
# One line per named candidate: t <TAB> order <TAB> source <TAB> name, where source is
#   transgrp   - TransGrp's own Name(TransitiveGroup(24, t)) when it is not the bare "t24n<t>"
#   primitive  - the primitive groups library's Name of a primitive group (M(24), PSL(2, 23), ...)
#   structure  - StructureDescription of a group of order at most 192 (beyond that it is slow)
# names.ts decides which to keep. About 40 CPU seconds.
for t in [1 .. NrTransitiveGroups(24)] do
  G := TransitiveGroup(24, t);
  n := Name(G);
  if n <> Concatenation("t24n", String(t)) then
    Print(t, "\t", Size(G), "\ttransgrp\t", n, "\n");
  elif IsPrimitive(G) then
    Print(t, "\t", Size(G), "\tprimitive\t", Name(PrimitiveGroup(24, PrimitiveIdentification(G))), "\n");
  elif Size(G) <= 192 then
    Print(t, "\t", Size(G), "\tstructure\t", StructureDescription(G), "\n");
  fi;
od;
QUIT;
