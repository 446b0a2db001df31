# Called by quadratic.sh with FIRST, LAST, STEP, OUT, CLAIMS, HERE and DONE (a boolean list) bound.
Read(Concatenation(HERE, "/quadraticLine.g"));
out := OutputTextFile(OUT, true);
SetPrintFormattingStatus(out, false);
t := FIRST;
while (STEP > 0 and t <= LAST) or (STEP < 0 and t >= LAST) do
  if not DONE[t] then
    claim := Concatenation(CLAIMS, "/", String(t));
    if IsExistingFile(claim) then break; fi;   # the other process got here first: ranges met
    PrintTo(claim, "");
    WriteAll(out, Concatenation(QuadraticLine(t), "\n"));
  fi;
  t := t + STEP;
od;
CloseStream(out);
QUIT;
