# The fixed sample of groups checked by the unit tests (test/fixtures/galois/sample.txt):
# t = 1..30, every 83rd t from 31 up to 24900, and A24 (24999) and S24 (25000).
# Run from the repository root:  gap -q -o 4g scripts/galois/fixture.g > test/fixtures/galois/sample.txt
HERE := "scripts/galois";
Read(Concatenation(HERE, "/groupline.g"));
sample := Concatenation([1 .. 30], [31, 114 .. 24848], [24999, 25000]);
out := OutputTextFile("*stdout*", false);
SetPrintFormattingStatus(out, false);
for t in sample do
  WriteAll(out, Concatenation(GroupLine(t), "\n"));
od;
QUIT;
