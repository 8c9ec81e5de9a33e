import type { Platform } from '../../platform/platform.js';
import { createQuestionReportStore } from './store.js';

/** Told on the bus when a question crosses the hide threshold or is cleared: every instance reloads its list. */
export const HIDDEN_QUESTIONS_CHANNEL = 'question_reports:changed';

/**
 * The questions players reported until they left the draw, held in memory per instance: a
 * battle's join draws on a hot path and must not wait for the database. Loaded at start,
 * reloaded when a report here or on another instance (the bus) changes it, and at most
 * QUESTION_REPORTS_REFRESH_MS old otherwise (a clear from the CLI, which has no bus to speak on).
 */
export interface HiddenQuestions {
  /** The hidden ids now; a stale list starts a reload in the background and is served meanwhile. */
  ids(): ReadonlySet<string>;
  /** Reloads from the database now. */
  reload(): Promise<void>;
  /** Reloads here and tells the other instances to. */
  changed(): Promise<void>;
}

const byPlatform = new WeakMap<Platform, HiddenQuestions>();

/** This instance's hidden questions (an empty list until registerQuestionReports has loaded it). */
export function hiddenQuestions(platform: Platform): HiddenQuestions {
  let hidden = byPlatform.get(platform);
  if (!hidden) {
    hidden = createHiddenQuestions(platform);
    byPlatform.set(platform, hidden);
  }
  return hidden;
}

function createHiddenQuestions(platform: Platform): HiddenQuestions {
  const store = createQuestionReportStore(platform.db);
  const { hideAfter, refreshMs } = platform.config.questionReports;
  let current: ReadonlySet<string> = new Set();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;

  const reload = (): Promise<void> => {
    loading ??= store
      .hidden(hideAfter)
      .then((ids) => {
        current = new Set(ids);
        loadedAt = platform.clock.now();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  return {
    ids() {
      if (platform.clock.now() - loadedAt > refreshMs && !loading) {
        reload().catch((error: unknown) => platform.log.warn({ err: error }, 'could not reload the hidden questions'));
      }
      return current;
    },
    reload,
    async changed() {
      // A reload already under way may have read before this change: wait for it, then read again.
      if (loading) await loading.catch(() => undefined);
      await reload();
      await platform.bus.publish(HIDDEN_QUESTIONS_CHANNEL, { at: platform.clock.now() });
    },
  };
}
