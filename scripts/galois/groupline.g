# Cycle-type frequencies of the transitive groups of degree 24 (TransGrp numbering).
# One line per group:  t order inA24 type:count type:count ...
# where a type is the cycle lengths in descending order written with exponents, e.g. 2^11.1^2,
# and count is the number of elements of that cycle type (classes with the same type are merged).
TypeString := function(lens)
  local parts, i, j;
  parts := [];
  i := 1;
  while i <= Length(lens) do
    j := i;
    while j < Length(lens) and lens[j + 1] = lens[i] do j := j + 1; od;
    Add(parts, Concatenation(String(lens[i]), "^", String(j - i + 1)));
    i := j + 1;
  od;
  return JoinStringsWithSeparator(parts, ".");
end;

GroupLine := function(t)
  local G, counts, types, c, lens, key, pos, inA, line, i;
  G := TransitiveGroup(24, t);
  inA := ForAll(GeneratorsOfGroup(G), g -> SignPerm(g) = 1);
  types := [];
  counts := [];
  for c in ConjugacyClasses(G) do
    lens := ShallowCopy(CycleLengths(Representative(c), [1 .. 24]));
    Sort(lens, function(a, b) return a > b; end);
    key := TypeString(lens);
    pos := Position(types, key);
    if pos = fail then
      Add(types, key);
      Add(counts, Size(c));
    else
      counts[pos] := counts[pos] + Size(c);
    fi;
  od;
  SortParallel(types, counts);
  line := Concatenation(String(t), " ", String(Size(G)), " ", String(inA));
  for i in [1 .. Length(types)] do
    line := Concatenation(line, " ", types[i], ":", String(counts[i]));
  od;
  return line;
end;

