import { useState, type FocusEvent, type FormEvent } from "react";
import type { z } from "zod";
import { toast } from "~/lib/toast-store";
import {
  fieldErrors,
  validationErrorToast,
  type FieldErrors,
  type FormFailure,
} from "~/lib/form-state";
import { useFormChecks } from "./use-form-checks";

/**
 * Instant validation in the browser with the same schema the server uses: a field is
 * checked when it loses focus (and again as it is corrected), the whole form on submit.
 * A submission the browser refuses never leaves it; the server checks everything again.
 *
 * The schema comes from `loadSchema`, a dynamic import, so that Zod loads only once the
 * visitor starts on the form (see useFormChecks), not with the page.
 */
export function useValidatedForm(
  loadSchema: () => Promise<z.ZodObject>,
  toInput: (formData: FormData) => unknown,
  result: FormFailure | undefined,
) {
  const schema = useFormChecks(loadSchema);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // A new answer from the server replaces what the browser found (adjusted during render,
  // as React recommends for state derived from a changed prop).
  const [seenResult, setSeenResult] = useState(result);
  if (seenResult !== result) {
    setSeenResult(result);
    setClientErrors(null);
  }
  const errors: FieldErrors = clientErrors ?? result?.errors ?? {};

  function validate(checks: z.ZodObject, form: HTMLFormElement): FieldErrors {
    const parsed = checks.safeParse(toInput(new FormData(form)));
    return parsed.success ? {} : fieldErrors(parsed.error);
  }

  function recheck(form: HTMLFormElement, field: string) {
    schema.whenLoaded((checks) => {
      if (!(field in checks.shape)) return;
      const found = validate(checks, form);
      setClientErrors((current) => ({
        ...(current ?? result?.errors),
        [field]: found[field],
      }));
    });
  }

  return {
    errors,
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
        const name = fieldName(event.target);
        if (name) recheck(event.currentTarget, name);
      },
      onInput(event: FormEvent<HTMLFormElement>) {
        const name = fieldName(event.target);
        if (name && errors[name]) recheck(event.currentTarget, name);
      },
    },
  };
}

function fieldName(target: EventTarget): string {
  return target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
    ? target.name
    : "";
}
