import { useState, type FocusEvent, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { fieldErrors, validationErrorToast, type FieldErrors, type FormFailure } from "~/lib/forms";

/**
 * Instant validation in the browser with the same schema the server uses: a field is
 * checked when it loses focus (and again as it is corrected), the whole form on submit.
 * A submission the browser refuses never leaves it; the server checks everything again.
 */
export function useValidatedForm(
  schema: z.ZodType,
  toInput: (formData: FormData) => unknown,
  result: FormFailure | undefined,
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // A new answer from the server replaces what the browser found (adjusted during render,
  // as React recommends for state derived from a changed prop).
  const [seenResult, setSeenResult] = useState(result);
  if (seenResult !== result) {
    setSeenResult(result);
    setClientErrors(null);
  }
  const errors: FieldErrors = clientErrors ?? result?.errors ?? {};

  function validate(form: HTMLFormElement): FieldErrors {
    const parsed = schema.safeParse(toInput(new FormData(form)));
    return parsed.success ? {} : fieldErrors(parsed.error);
  }

  function recheck(form: HTMLFormElement, field: string) {
    const found = validate(form);
    setClientErrors({ ...errors, [field]: found[field] });
  }

  return {
    errors,
    formProps: {
      noValidate: true,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        const found = validate(event.currentTarget);
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
        if (name && name in (schema as z.ZodObject).shape) recheck(event.currentTarget, name);
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
