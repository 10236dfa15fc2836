import { useRef, type FormEvent } from "react";

/**
 * A form's checks (its schema, and Zod with it) are not part of the page's first download:
 * they load when the visitor first focuses or presses something in the form (spread `loadOn`
 * on it). A submission that comes before they have loaded waits for them and is then sent
 * again, with the same submit button, so it is checked like any other. If they cannot load,
 * the form is sent as is: the server checks everything again.
 */
export function useFormChecks<T>(load: () => Promise<T>) {
  const state = useRef<{
    loading?: Promise<void>;
    checks?: T;
    failed?: boolean;
    waiting?: boolean;
  }>({});

  function start(): Promise<void> {
    state.current.loading ??= load().then(
      (checks) => {
        state.current.checks = checks;
      },
      () => {
        state.current.failed = true;
      },
    );
    return state.current.loading;
  }

  return {
    /** The form's handlers that start loading the checks. */
    loadOn: { onFocus: () => void start(), onPointerDown: () => void start() },

    /** Runs `run` with the checks: now if they have loaded, otherwise once they have. */
    whenLoaded(run: (checks: T) => void) {
      const { checks } = state.current;
      if (checks !== undefined) run(checks);
      else
        void start().then(() => {
          if (state.current.checks !== undefined) run(state.current.checks);
        });
    },

    /**
     * For onSubmit: the checks, or undefined when there are none to run. Before they have
     * loaded, the submission is held (and sent again once they have).
     */
    onSubmit(event: FormEvent<HTMLFormElement>): T | undefined {
      const { checks, failed } = state.current;
      if (checks !== undefined || failed) return checks;
      event.preventDefault();
      if (state.current.waiting) return undefined;
      state.current.waiting = true;
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as
        HTMLButtonElement | HTMLInputElement | null;
      void start().then(() => {
        state.current.waiting = false;
        if (form.isConnected) form.requestSubmit(submitter?.form === form ? submitter : null);
      });
      return undefined;
    },
  };
}
