import { describe, expect, it } from "vitest";
import { echoValues, formFields, readFields, type FieldErrors } from "./form-state";

const fields = formFields(["name", "password", "tags"], {
  multi: ["tags"],
  secret: ["password"],
});
type Field = (typeof fields.names)[number];

function form(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("a form's fields", () => {
  it("reads each declared field once: its first text, every value of a multi-valued one", () => {
    const values = readFields(
      form([
        ["name", "Ana"],
        ["name", "Second copy"],
        ["tags", "Promotion"],
        ["tags", "NewRole"],
        ["password", "secret"],
        ["company_fax", "bot"],
      ]),
      fields,
    );
    expect(values).toEqual({ name: "Ana", tags: ["Promotion", "NewRole"], password: "secret" });
  });

  it("reads a file as no text, and a missing multi-valued field as none", () => {
    const values = readFields(form([["name", new File(["x"], "x.txt")]]), fields);
    expect(values).toEqual({ tags: [] });
  });

  it("never sends a secret field back", () => {
    expect(echoValues({ name: "Ana", password: "secret" }, fields)).toEqual({ name: "Ana" });
  });

  it("types field names, so a misspelled one does not compile", () => {
    const errors: FieldErrors<Field> = { name: "Name is required" };
    // @ts-expect-error: 'nmae' is not a field of this form (npm run typecheck fails otherwise)
    expect(errors.nmae).toBeUndefined();
    // @ts-expect-error: a field list holds only its declared names
    formFields(["name"], { multi: ["tags"] });
    expect(errors.name).toBe("Name is required");
  });
});
