import { data } from "react-router";
import { randomUUID } from "node:crypto";
import type { FieldErrors, FormFailure, FormValues } from "./form-state";
import type { Toast } from "./toast";

/** A refused submission: status 400 (or as given), the errors, the values and a toast. */
export function formFailure(
  values: FormValues,
  errors: FieldErrors,
  toast: Omit<Toast, "id">,
  status = 400,
) {
  return data<FormFailure>(
    { ok: false, errors, values, toast: { id: randomUUID(), ...toast } },
    { status },
  );
}

/** The posted form, or an empty one when the body is not a form (it then fails validation). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
