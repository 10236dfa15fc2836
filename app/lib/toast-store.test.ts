import { afterEach, describe, expect, it } from "vitest";
import { currentToasts, subscribeToToasts, toast } from "./toast-store";

afterEach(() => {
  for (const shown of currentToasts()) toast.dismiss(shown.id);
});

describe("toast store", () => {
  it("puts the newest toast first, with the default duration of 4 seconds", () => {
    toast.success("First");
    toast.error("Second", { description: "Details" });
    expect(currentToasts()).toMatchObject([
      { type: "error", title: "Second", description: "Details", duration: 4000 },
      { type: "success", title: "First", duration: 4000 },
    ]);
  });

  it("replaces a toast shown again with the same id instead of stacking it", () => {
    toast.success("Saved", { id: "flash-1", description: "once" });
    toast.info("Other");
    toast.success("Saved", { id: "flash-1", description: "again", duration: 2000 });
    expect(currentToasts().map((shown) => [shown.id, shown.description])).toEqual([
      [expect.any(String), undefined],
      ["flash-1", "again"],
    ]);
    expect(currentToasts()[1]?.duration).toBe(2000);
  });

  it("keeps at most three, dropping the oldest", () => {
    for (const title of ["1", "2", "3", "4"]) toast.info(title);
    expect(currentToasts().map((shown) => shown.title)).toEqual(["4", "3", "2"]);
  });

  it("tells subscribers about every change, and dismisses by id", () => {
    let calls = 0;
    const unsubscribe = subscribeToToasts(() => calls++);
    const id = toast.success("Bye");
    toast.dismiss(id);
    unsubscribe();
    toast.success("Unheard");
    expect(calls).toBe(2);
    expect(currentToasts().map((shown) => shown.title)).toEqual(["Unheard"]);
  });
});
