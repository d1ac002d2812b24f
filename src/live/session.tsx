import * as React from 'react';
import type { CodeVariant } from '@/src/code-preferences/options';
import {
  demoFolder,
  evaluateDemo,
  problemOf,
  tableResolver,
  type ModuleResolver,
  type ModuleTable,
} from './evaluate';
import { transpile, type CodeProblem } from './transpile';
import { resolveFromTables } from './resolve';
import { LiveEditor } from './LiveEditor';
import { LiveStyles } from './styles';
import { LIVE_RUN_DELAY_MS } from './constants';

export { LIVE_RUN_DELAY_MS };

interface StageState {
  /** The last component that rendered without throwing. */
  good: React.ComponentType;
  /** A newly compiled component, shown until it throws (then `good` comes back). */
  candidate: React.ComponentType | null;
  /** Bumped for every candidate, so its error boundary starts clean. */
  version: number;
  problem: CodeProblem | null;
}

export interface LiveSessionOptions {
  /** The demo's id in the demo index: `<page folder>/<DemoName>`. */
  demoId: string;
  name: string;
  /** The demo's own code in both variants, as the page shows it. */
  original: Record<CodeVariant, string>;
  /** The demo's component as the page loaded it: shown until the edited code first runs. */
  component: React.ComponentType;
  /** Modules edited code may import (tests pass their own). */
  modules?: ModuleTable;
  /** Called whenever the edited code changes (copy, sandboxes and the page's Markdown read it). */
  onChange?: (variant: CodeVariant, code: string) => void;
  /** The interface strings, in the page's language. */
  labels: LiveEditorLabels;
}

/**
 * One demo's editing session: the edited code of each variant, the last working component and the
 * current problem. It lives as long as the page visit (a reload starts from the original code).
 */
export interface LiveSession {
  /** The code of a variant: the reader's edit, else the original. */
  code(variant: CodeVariant): string;
  /** Whether the reader changed a variant's code. */
  edited(variant: CodeVariant): boolean;
  /** Takes new code for a variant and runs it after a pause in typing. */
  setCode(variant: CodeVariant, code: string): void;
  /** Runs a variant's code now (used on the first edit and by tests). */
  run(variant: CodeVariant): Promise<void>;
  /** What renders in the demo's place. */
  Stage: React.ComponentType;
  /** The editor of the demo's code in one variant. */
  Editor: React.ComponentType<{ variant: CodeVariant }>;
  dispose(): void;
}

export interface LiveEditorLabels {
  /** Accessible name of the text area. */
  editor: string;
  /** How to leave the editor with the keyboard, and that the demo follows the code. */
  hint: string;
  /** Heading of a problem, before its message. */
  problem: string;
  /** "Line", for the location of a problem. */
  line: string;
  /** "column". */
  column: string;
}

/** Keeps a throwing candidate from breaking the page: the session falls back to the last good one. */
class CandidateBoundary extends React.Component<
  { onError: (error: unknown) => void; children: React.ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Marks a candidate as working once it has rendered and its effects ran without throwing. */
function Committed({ onCommit }: { onCommit: () => void }) {
  React.useEffect(onCommit, [onCommit]);
  return null;
}

/** Starts editing a demo. */
export function createLiveSession(options: LiveSessionOptions): LiveSession {
  const edits: Partial<Record<CodeVariant, string>> = {};
  let state: StageState = {
    good: options.component,
    candidate: null,
    version: 0,
    problem: null,
  };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let runId = 0;
  const folder = demoFolder(options.demoId);

  const update = (next: Partial<StageState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getState = () => state;

  const code = (variant: CodeVariant) => edits[variant] ?? options.original[variant];

  const resolver: ModuleResolver = options.modules
    ? tableResolver(options.modules)
    : resolveFromTables;

  const run = async (variant: CodeVariant) => {
    const id = ++runId;
    const result = transpile(code(variant));
    if (!result.ok) {
      update({ problem: result.problem });
      return;
    }
    try {
      const component = await evaluateDemo(result.code, folder, resolver);
      // A later edit already started its own run: this one is stale.
      if (id !== runId) return;
      update({ candidate: component, version: state.version + 1, problem: null });
    } catch (error) {
      if (id === runId) update({ problem: problemOf(error) });
    }
  };

  function Stage() {
    const current = React.useSyncExternalStore(subscribe, getState, getState);
    const { candidate, version } = current;
    const onError = React.useCallback(
      (error: unknown) => {
        if (state.version === version) update({ candidate: null, problem: problemOf(error) });
      },
      [version],
    );
    const onCommit = React.useCallback(() => {
      if (candidate && state.version === version) update({ good: candidate, candidate: null });
    }, [candidate, version]);
    const Shown = candidate ?? current.good;
    return (
      <>
        <LiveStyles />
        <CandidateBoundary key={candidate ? version : 'good'} onError={onError}>
          <Shown />
          {candidate ? <Committed onCommit={onCommit} /> : null}
        </CandidateBoundary>
        <StageProblem problem={current.problem} />
      </>
    );
  }

  function StageProblem({ problem }: { problem: CodeProblem | null }) {
    const { labels } = options;
    if (!problem) return null;
    return (
      <div className="live-problem" role="alert" dir="ltr">
        <strong>{labels.problem}</strong>{' '}
        {problem.line !== undefined ? (
          <span>
            ({labels.line} {problem.line}
            {problem.column !== undefined ? `, ${labels.column} ${problem.column}` : ''}){' '}
          </span>
        ) : null}
        <code>{problem.message}</code>
      </div>
    );
  }

  function Editor({ variant }: { variant: CodeVariant }) {
    const [value, setValue] = React.useState(() => code(variant));
    React.useEffect(() => setValue(code(variant)), [variant]);
    return (
      <LiveEditor
        id={`live-${options.demoId.replace(/[^\w-]/g, '-')}-${variant}`}
        value={value}
        variant={variant}
        labels={options.labels}
        onChange={(next) => {
          setValue(next);
          session.setCode(variant, next);
        }}
      />
    );
  }

  // The modules the demo's own code imports load a moment after the editor opens (before a reader
  // has typed much), so the first edit only has to transpile and render; the editor itself comes
  // first.
  const warmUp = setTimeout(() => {
    const result = transpile(options.original.TS);
    if (result.ok) void evaluateDemo(result.code, folder, resolver).catch(() => undefined);
  }, 1000);

  const session: LiveSession = {
    code,
    edited: (variant) =>
      edits[variant] !== undefined && edits[variant] !== options.original[variant],
    setCode(variant, next) {
      edits[variant] = next;
      options.onChange?.(variant, next);
      clearTimeout(timer);
      timer = setTimeout(() => void run(variant), LIVE_RUN_DELAY_MS);
    },
    run,
    Stage,
    Editor,
    dispose() {
      clearTimeout(timer);
      clearTimeout(warmUp);
      listeners.clear();
    },
  };
  return session;
}
