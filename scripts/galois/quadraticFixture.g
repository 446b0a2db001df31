# The quadratic-subfield lines of the fixed sample of scripts/galois/fixture.g, for the unit tests.
# Run from the repository root:  gap -q scripts/galois/quadraticFixture.g > test/fixtures/galois/quadratic-sample.txt
HERE := "scripts/galois";
Read(Concatenation(HERE, "/quadraticLine.g"));
sample := Concatenation([1 .. 30], [31, 114 .. 24848], [24999, 25000]);
out := OutputTextFile("*stdout*", false);
SetPrintFormattingStatus(out, false);
for t in sample do WriteAll(out, Concatenation(QuadraticLine(t), "\n")); od;
QUIT;
