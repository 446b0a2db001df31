/**
 * A Playground run named by what it ran: its models, its configurations (cheatsheets or solver,
 * with the version this computer knows), its problems and its kind. One naming for every place that
 * shows a run: the run list, Compare, the dashboard, the notification of its end and
 * `workbench runs list`. A run ID is never the name; screens show it as small secondary text.
 *
 * `runWhat` reads what a run ran from a creation body (spec 4.5): the one this computer sent for a
 * run started here, else the `params` the platform's run object shows (not in the spec, which shows
 * only `runId` and `status`: a run started elsewhere may be known by its kind and date alone).
 * `runName` says it with the names a namer knows (models list, problem sets, library titles).
 */
import type { RunPin } from './contracts/runPin';
import { bareSetTitle, customProblemLabel, problemRanges } from './playgroundProblems';

/** What a run ran, as far as this computer knows it (IDs; names are the namer's). */
export interface RunWhat {
  kind: string | null;
  /** Model IDs; `[]` with `allModels` for a solver run allowed every model; null when not known. */
  models: string[] | null;
  allModels: boolean;
  /** Stage 1 configurations (baseline or cheatsheets) or a solver run's one solver, with versions. */
  configurations: RunPin[];
  /** Problems by set with their indexes (empty: the whole set), custom equations, problem IDs. */
  problems: { sets: Array<{ id: string; indexes: number[] }>; custom: number; ids: string[] } | null;
  repeat: number | null;
  /** Model reference: the model repository and commit. */
  modelName: string | null;
  commitHash: string | null;
}

/** What people call the IDs a run carries; null (or the ID) when this computer does not know. */
export interface RunNamer {
  model: (id: string) => string;
  problemSet: (id: string) => string;
  /** A cheatsheet's title in the library, or null when it is not there. */
  cheatsheet: (id: string) => string | null;
  /** Wraps platform or user text set among other words (the renderer isolates it; docs/renderer.md). */
  text?: (s: string) => string;
  /** A date and time in words (the renderer's and the command line's own format). */
  time?: (iso: string) => string;
}

export interface RunName {
  /** The kind in words: "Cheatsheet run". */
  kind: string;
  /** What it ran: "GPT-OSS 120B · baseline · Warm-up, problems 0–3"; null when not known here. */
  what: string | null;
  /** The whole name: the kind and what it ran, or the kind and when it was made. */
  title: string;
}

const KIND_WORDS: Record<string, string> = {
  cheatsheet: 'Cheatsheet run',
  'solver-participation': 'Solver run',
  'model-reference': 'Model reference run',
  'lean-kernel-package': 'Lean kernel run',
};

export function runKindWords(kind: string | null | undefined): string {
  return (kind && KIND_WORDS[kind]) || 'Playground run';
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

const unknownPin = (
  position: number | null,
  kind: RunPin['kind'],
  itemId: string | null,
  title: string | null,
): RunPin => ({
  position,
  kind,
  itemId,
  sha256: null,
  title,
  how: 'unknown',
});

/**
 * What a run ran, from its creation body (`params`, null when unknown) and the versions pinned to
 * it (`pins`, from the experiments record; empty when none): the pins win, the body fills in.
 */
export function runWhat(
  kind: string | null,
  params: Record<string, unknown> | null,
  pins: readonly RunPin[],
): RunWhat {
  const what: RunWhat = {
    kind,
    models: null,
    allModels: false,
    configurations: [...pins],
    problems: null,
    repeat: null,
    modelName: null,
    commitHash: null,
  };
  if (!params) return what;
  if (kind === 'cheatsheet') {
    if (Array.isArray(params.models)) what.models = strings(params.models);
    what.problems = problemsOf(params.problems);
    what.repeat = typeof params.repeat === 'number' ? params.repeat : 1;
    if (pins.length === 0) {
      what.configurations = Array.isArray(params.configurations)
        ? params.configurations.map((c, position) =>
            unknownPin(position, 'cheatsheet', text((c as { cheatsheet?: unknown })?.cheatsheet), null),
          )
        : [{ ...unknownPin(null, 'cheatsheet', null, null), how: 'baseline' }];
    }
  } else if (kind === 'solver-participation') {
    what.allModels = !Array.isArray(params.allowedModels);
    what.models = strings(params.allowedModels);
    what.problems = { sets: [], custom: 0, ids: strings(params.problemIds) };
    if (pins.length === 0 && typeof params.solverCode === 'string')
      what.configurations = [unknownPin(null, 'solver-template', null, text(params.solverName))];
  } else if (kind === 'model-reference') {
    what.modelName = text(params.modelName);
    what.commitHash = text(params.commitHash);
    const set = text(params.problemSetId);
    what.problems = { sets: set ? [{ id: set, indexes: [] }] : [], custom: 0, ids: [] };
  } else if (kind === 'lean-kernel-package') {
    // The Lean kernel run list's record (spec 2.10) says its solution and problem itself.
    const solution = text(params.solutionName);
    if (solution) what.configurations = [unknownPin(null, 'solver-template', null, solution)];
    const problem = text(params.problemId);
    what.problems = { sets: [], custom: 0, ids: problem ? [problem] : [] };
  }
  return what;
}

function problemsOf(raw: unknown): RunWhat['problems'] {
  if (!Array.isArray(raw)) return null;
  const sets = new Map<string, number[]>();
  let custom = 0;
  for (const p of raw) {
    const ref = p as { problemSet?: unknown; index?: unknown; custom?: unknown };
    if (typeof ref.problemSet === 'string' && typeof ref.index === 'number') {
      const list = sets.get(ref.problemSet) ?? [];
      list.push(ref.index);
      sets.set(ref.problemSet, list);
    } else if (ref.custom) custom++;
  }
  return { sets: [...sets].map(([id, indexes]) => ({ id, indexes })), custom, ids: [] };
}

/** "a, b and c"; past `max` names, "a, b and 3 more". */
function list(names: readonly string[], max = 3, more = 'more'): string {
  if (names.length > max)
    return `${names.slice(0, max - 1).join(', ')} and ${names.length - max + 1} ${more}`;
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const shortHash = (sha256: string) => sha256.slice(0, 8);

/**
 * One configuration in words: "baseline (no cheatsheet)", "“Algebra tricks” version d9f34575",
 * "“Algebra tricks”" (version not known here), "a cheatsheet not in your library".
 */
export function configurationName(pin: RunPin, n: RunNamer): string {
  return configurationWords(pin, n, n.text ?? ((s: string) => s));
}

function configurationWords(pin: RunPin, n: RunNamer, t: (s: string) => string): string {
  if (pin.how === 'baseline') return 'baseline (no cheatsheet)';
  const title = pin.title ?? (pin.itemId ? n.cheatsheet(pin.itemId) : null);
  const what = pin.kind === 'solver-template' ? 'solver' : 'cheatsheet';
  const named = title ? `“${t(title)}”` : `a ${what} not in your library`;
  if (pin.sha256) return `${named} version ${shortHash(pin.sha256)}`;
  return title ? named : pin.kind === 'solver-template' ? 'solver code' : named;
}

function problemWords(
  p: NonNullable<RunWhat['problems']>,
  n: RunNamer,
  t: (s: string) => string,
): string | null {
  const parts: string[] = [];
  for (const set of p.sets) {
    const title = t(bareSetTitle(n.problemSet(set.id)));
    if (set.indexes.length === 0) parts.push(title);
    else if (set.indexes.length === 1) parts.push(`${title}, problem ${set.indexes[0]}`);
    else {
      const ranges = problemRanges(set.indexes);
      // Scattered picks (a random sample) are counted rather than listed.
      parts.push(
        ranges.split(', ').length > 3
          ? `${title}, ${plural(set.indexes.length, 'problem')}`
          : `${title}, problems ${ranges}`,
      );
    }
  }
  if (p.custom === 1) parts.push(customProblemLabel(0));
  else if (p.custom > 1) parts.push(plural(p.custom, 'custom equation'));
  if (p.ids.length > 0 && p.ids.length <= 2) parts.push(p.ids.map(t).join(' and '));
  else if (p.ids.length > 2) parts.push(plural(p.ids.length, 'problem'));
  return parts.length ? parts.join(' + ') : null;
}

/** The run's name in words (see RunName); `run` gives the date a run known by nothing else has. */
export function runName(what: RunWhat, run: { createdAt?: string | null }, n: RunNamer): RunName {
  const t = n.text ?? ((s: string) => s);
  const kind = runKindWords(what.kind);
  const parts: string[] = [];
  if (what.modelName) {
    parts.push(what.commitHash ? `${t(what.modelName)} at ${shortHash(what.commitHash)}` : t(what.modelName));
  }
  if (what.allModels) parts.push('any model');
  else if (what.models && what.models.length > 0)
    parts.push(
      list(
        what.models.map((m) => t(n.model(m))),
        3,
        'more models',
      ),
    );
  const configs = what.configurations.map((c) => configurationWords(c, n, t));
  if (configs.length > 3) parts.push(`${configs.length} cheatsheets`);
  else if (configs.length > 0) parts.push(list(configs, 3));
  if (what.repeat !== null && what.repeat > 1) parts.push(`${what.repeat} repeats`);
  const problems = what.problems ? problemWords(what.problems, n, t) : null;
  if (problems) parts.push(problems);
  const said = parts.length > 0 ? parts.join(' · ') : null;
  if (said) return { kind, what: said, title: `${kind}: ${said}` };
  const time = n.time ?? defaultTime;
  const when = run.createdAt ? ` of ${time(run.createdAt)}` : '';
  return { kind, what: null, title: `${kind}${when} (what it ran is not known on this computer)` };
}

let format: Intl.DateTimeFormat | null = null;
function defaultTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  format ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
  return format.format(d);
}
