import { useState, type FocusEvent, type FormEvent } from "react";
import type { z } from "zod";
import { toast } from "~/lib/toast-store";
import {
  fieldErrors,
  fieldProps,
  readFields,
  validationErrorToast,
  type FieldErrors,
  type FormFailure,
  type FormFields,
  type SchemaLoader,
} from "~/lib/form-state";
import { useFormChecks } from "./use-form-checks";

/**
 * Instant validation in the browser with the same schema the server uses: a field is
 * checked when it loses focus (and again as it is corrected), the whole form on submit.
 * A submission the browser refuses never leaves it; the server checks everything again.
 *
 * The schema comes from `loadSchema`, a dynamic import of the feature's schema.ts, so that Zod
 * loads only once the visitor starts on the form (see useFormChecks), not with the page. `field(name)` gives a
 * field's name, its value after a refused submission and its error; the name is typed, so a
 * misspelled one fails the typecheck.
 */
export function useValidatedForm<F extends string>(
  fields: FormFields<F>,
  result: FormFailure<F> | undefined,
  loadSchema: SchemaLoader,
) {
  const schema = useFormChecks(loadSchema);
  const [clientErrors, setClientErrors] = useState<FieldErrors<F> | null>(null);
  // A new answer from the server replaces what the browser found (adjusted during render,
  // as React recommends for state derived from a changed prop).
  const [seenResult, setSeenResult] = useState(result);
  if (seenResult !== result) {
    setSeenResult(result);
    setClientErrors(null);
  }
  const errors: FieldErrors<F> = clientErrors ?? result?.errors ?? {};

  function validate(checks: z.ZodType, form: HTMLFormElement): FieldErrors<F> {
    const parsed = checks.safeParse(readFields(new FormData(form), fields));
    return parsed.success ? {} : fieldErrors<F>(parsed.error);
  }

  function recheck(form: HTMLFormElement, field: F) {
    schema.whenLoaded((checks) => {
      const found = validate(checks, form);
      setClientErrors((current): FieldErrors<F> => {
        const next: FieldErrors<F> = Object.assign({}, current ?? result?.errors);
        next[field] = found[field];
        return next;
      });
    });
  }

  return {
    errors,
    field: (name: F) => fieldProps(result?.values, errors, name),
    formProps: {
      noValidate: true,
      ...schema.loadOn,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        const checks = schema.onSubmit(event);
        if (!checks) return;
        const found = validate(checks, event.currentTarget);
        if (Object.values(found).some(Boolean)) {
          event.preventDefault();
          setClientErrors(found);
          toast.error(validationErrorToast.title, {
            description: validationErrorToast.description,
          });
          const first = Object.keys(found)[0];
          event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        }
      },
      onBlur(event: FocusEvent<HTMLFormElement>) {
        const name = fieldName(event.target, fields);
        if (name) recheck(event.currentTarget, name);
      },
      onInput(event: FormEvent<HTMLFormElement>) {
        const name = fieldName(event.target, fields);
        if (name && errors[name]) recheck(event.currentTarget, name);
      },
    },
  };
}

/** A form that has no schema of its own to load: the server checks it. */

/** The declared field an event came from, if any. */
function fieldName<F extends string>(target: EventTarget, fields: FormFields<F>): F | null {
  const name =
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
      ? target.name
      : "";
  return fields.names.find((declared) => declared === name) ?? null;
}
