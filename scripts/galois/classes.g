# Called by generate.sh with FIRST, LAST, STEP, OUT, CLAIMS and DONE (a boolean list) bound.
Read(Concatenation(HERE, "/groupline.g"));

# A stream without GAP's line wrapping (plain AppendTo breaks long lines with backslashes).
out := OutputTextFile(OUT, true);
SetPrintFormattingStatus(out, false);
t := FIRST;
while (STEP > 0 and t <= LAST) or (STEP < 0 and t >= LAST) do
  if not DONE[t] then
    claim := Concatenation(CLAIMS, "/", String(t));
    if IsExistingFile(claim) then break; fi;   # the other process got here first: ranges met
    PrintTo(claim, "");
    WriteAll(out, Concatenation(GroupLine(t), "\n"));
  fi;
  t := t + STEP;
od;
CloseStream(out);
QUIT;
