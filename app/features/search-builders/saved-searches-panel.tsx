import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import {
  formValues,
  mergeSaved,
  nameMaxLength,
  nameProblem,
  parseSavedText,
  serializeSaved,
  type SavedSearch,
} from "./saved";
import { builders, fillForm, searchHref, storageKey, type Builder } from "./search-href";
import { downloadBlob } from "~/lib/download";

/** A saved-searches file is a few kilobytes; anything far larger is not one. */
const maxFileBytes = 1_000_000;

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm";

function readStorage(builder: Builder): { searches: SavedSearch[]; message: string } {
  let text: string | null;
  try {
    text = localStorage.getItem(storageKey(builder));
  } catch {
    return { searches: [], message: "This browser does not let the page keep saved searches." };
  }
  if (text === null) return { searches: [], message: "" };
  const result = parseSavedText(builder, text, "The saved list");
  return result.ok
    ? { searches: result.file.searches, message: "" }
    : { searches: [], message: `Your saved searches could not be read. ${result.message}` };
}

/** The saved-searches panel, loaded when the visitor first opens it (see SavedSearches). */
export default function SavedSearchesPanel({
  builder,
  formId,
}: {
  builder: Builder;
  formId: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [initial] = useState(() => readStorage(builder));
  const [searches, setSearches] = useState(initial.searches);
  const [status, setStatus] = useState(initial.message);
  const [nameError, setNameError] = useState("");
  const [replacing, setReplacing] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameError, setRenameError] = useState("");
  const nameInput = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const label = builders[builder].label;

  function persist(next: SavedSearch[]): boolean {
    try {
      localStorage.setItem(storageKey(builder), serializeSaved(builder, next));
    } catch {
      setStatus("Could not save: this browser's storage is full or blocked.");
      return false;
    }
    setSearches(next);
    return true;
  }

  /** Focus after the list re-renders: a search's Load button, or the name box. */
  function focusLater(name: string | null) {
    requestAnimationFrame(() => {
      const target = name
        ? list.current?.querySelector<HTMLButtonElement>(`[data-load="${CSS.escape(name)}"]`)
        : null;
      (target ?? nameInput.current)?.focus();
    });
  }

  function save(replace: boolean) {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement) || !nameInput.current) return;
    const name = nameInput.current.value.trim();
    const problem = nameProblem(name);
    if (problem) {
      setNameError(problem);
      nameInput.current.focus();
      return;
    }
    setNameError("");
    const values = formValues(builder, form);
    const exists = searches.some((search) => search.name === name);
    if (exists && !replace) {
      setReplacing(name);
      return;
    }
    const next = exists
      ? searches.map((search) => (search.name === name ? { name, values } : search))
      : [...searches, { name, values }];
    if (!persist(next)) return;
    setReplacing(null);
    nameInput.current.value = "";
    setStatus(exists ? `Replaced "${name}".` : `Saved "${name}".`);
  }

  function load(search: SavedSearch) {
    setStatus(`Loaded "${search.name}".`);
    // The builder's output takes the focus once it shows the loaded search's result.
    void navigate(searchHref(builder, search.values), {
      state: fillForm,
      preventScrollReset: true,
    });
  }

  function remove(index: number) {
    const search = searches[index];
    if (!search) return;
    const next = searches.filter((_, i) => i !== index);
    if (!persist(next)) return;
    setStatus(`Deleted "${search.name}".`);
    focusLater((next[index] ?? next[index - 1])?.name ?? null);
  }

  function rename(oldName: string, newName: string) {
    const name = newName.trim();
    const problem =
      nameProblem(name) ??
      (name !== oldName && searches.some((search) => search.name === name)
        ? `Another saved search is already named "${name}".`
        : null);
    if (problem) {
      setRenameError(problem);
      return;
    }
    if (!persist(searches.map((s) => (s.name === oldName ? { ...s, name } : s)))) return;
    setRenaming(null);
    setRenameError("");
    setStatus(`Renamed "${oldName}" to "${name}".`);
    focusLater(name);
  }

  function exportFile() {
    const blob = new Blob([serializeSaved(builder, searches)], { type: "application/json" });
    downloadBlob(blob, `${builder}-saved-searches.json`);
    setStatus(`Exported ${searches.length} ${searches.length === 1 ? "search" : "searches"}.`);
  }

  async function importFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (file.size > maxFileBytes) {
      setStatus("This file is too large to be a saved-searches file. Nothing was imported.");
      return;
    }
    const result = parseSavedText(builder, await file.text());
    if (!result.ok) {
      setStatus(`${result.message} Nothing was imported; your saved searches are unchanged.`);
      return;
    }
    const merged = mergeSaved(searches, result.file.searches);
    if (!persist(merged.searches)) return;
    setStatus(
      `Imported ${merged.added} ${merged.added === 1 ? "search" : "searches"}` +
        (merged.skipped ? ` (${merged.skipped} already saved or over the limit).` : "."),
    );
  }

  return (
    <div className="mt-4 space-y-5">
      <p className="text-sm text-slate-600">
        Kept in this browser only. Export them to keep a copy or to use them in another browser.
      </p>
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          Name for this search
        </label>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <input
            ref={nameInput}
            id={`${id}-name`}
            type="text"
            maxLength={nameMaxLength}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                save(false);
              }
            }}
            className={`${inputClass} mt-0 min-w-0 flex-1`}
          />
          <button type="button" onClick={() => save(false)} className={buttonClass("primary")}>
            Save search
          </button>
        </div>
        {nameError ? (
          <p id={`${id}-name-error`} className="mt-1 text-sm font-medium text-red-700">
            {nameError}
          </p>
        ) : null}
        {replacing ? (
          <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            <p>A saved search is already named &quot;{replacing}&quot;.</p>
            <button type="button" onClick={() => save(true)} className={buttonClass("secondary")}>
              Replace it
            </button>
            <button
              type="button"
              onClick={() => {
                setReplacing(null);
                nameInput.current?.focus();
              }}
              className={buttonClass("secondary")}
            >
              Keep the saved one
            </button>
          </div>
        ) : null}
      </div>

      {searches.length ? (
        <ul ref={list} aria-label={`Saved ${label} searches`} className="divide-y divide-slate-200">
          {searches.map((search, index) => (
            <li key={search.name} className="flex flex-wrap items-center gap-2 py-2">
              {renaming === search.name ? (
                <form
                  className="flex flex-1 flex-wrap items-end gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    const value = new FormData(event.currentTarget).get("name");
                    rename(search.name, typeof value === "string" ? value : "");
                  }}
                >
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`${id}-rename`} className="field-label">
                      New name for &quot;{search.name}&quot;
                    </label>
                    <input
                      id={`${id}-rename`}
                      name="name"
                      type="text"
                      defaultValue={search.name}
                      maxLength={nameMaxLength}
                      autoFocus
                      aria-invalid={renameError ? true : undefined}
                      aria-describedby={renameError ? `${id}-rename-error` : undefined}
                      className={inputClass}
                    />
                    {renameError ? (
                      <p
                        id={`${id}-rename-error`}
                        className="mt-1 text-sm font-medium text-red-700"
                      >
                        {renameError}
                      </p>
                    ) : null}
                  </div>
                  <button type="submit" className={buttonClass("primary")}>
                    Save name
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      setRenaming(null);
                      setRenameError("");
                      focusLater(search.name);
                    }}
                    className={buttonClass("secondary")}
                  >
                    Cancel
                  </button>
                </form>
              ) : (
                <>
                  <span className="min-w-0 flex-1 font-medium break-words text-slate-900">
                    {search.name}
                  </span>
                  <button
                    type="button"
                    data-load={search.name}
                    onClick={() => load(search)}
                    className={buttonClass("primary")}
                  >
                    Load<span className="sr-only"> &quot;{search.name}&quot;</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      setRenaming(search.name);
                      setRenameError("");
                    }}
                    className={buttonClass("secondary")}
                  >
                    Rename<span className="sr-only"> &quot;{search.name}&quot;</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    className={buttonClass("secondary")}
                  >
                    Delete<span className="sr-only"> &quot;{search.name}&quot;</span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No saved {label} searches yet.</p>
      )}

      <div className="flex flex-wrap items-end gap-3">
        {searches.length ? (
          <button type="button" onClick={exportFile} className={buttonClass("secondary")}>
            Export to a file
          </button>
        ) : null}
        <div>
          <label htmlFor={`${id}-import`} className="field-label">
            Import from a file
          </label>
          <input
            id={`${id}-import`}
            type="file"
            accept=".json,application/json"
            onChange={(event) => void importFile(event.currentTarget)}
            className="mt-1.5 block text-sm"
          />
        </div>
      </div>
      <p role="status" className="text-sm font-medium text-slate-800">
        {status}
      </p>
    </div>
  );
}
