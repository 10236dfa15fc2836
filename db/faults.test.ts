import { describe, expect, it } from "vitest";
import {
  busyDelay,
  DatabaseUnavailableError,
  faultKind,
  isBusy,
  isDatabaseUnavailable,
} from "./faults";

/** An error as a driver throws it: a message and a code. */
const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe("faultKind", () => {
  it.each([
    ["SQLITE_BUSY", "busy"],
    ["SQLITE_BUSY_SNAPSHOT", "busy"],
    ["SQLITE_LOCKED", "busy"],
    ["SQLITE_READONLY", "read-only"],
    ["SQLITE_READONLY_DBMOVED", "file-missing"],
    ["SQLITE_FULL", "disk-full"],
    ["SQLITE_IOERR_WRITE", "io"],
    ["SQLITE_CANTOPEN", "file-missing"],
  ])("SQLite's %s is %s", (code, kind) => expect(faultKind(coded(code))).toBe(kind));

  it.each([
    ["57P01", "unreachable"], // terminated by an administrator (pg_terminate_backend, fast stop)
    ["57P03", "unreachable"], // the server is starting up
    ["08006", "unreachable"], // connection failure
    ["53300", "unreachable"], // too many connections
    ["53100", "disk-full"],
    ["57014", "timeout"], // statement_timeout
    ["25006", "read-only"], // a standby after a failover
    ["55P03", "busy"],
  ])("PostgreSQL's %s is %s", (code, kind) => expect(faultKind(coded(code))).toBe(kind));

  it.each([
    ["Connection terminated unexpectedly", "unreachable"],
    ["Query read timeout", "timeout"],
    ["timeout exceeded when trying to connect", "timeout"],
    ["Client has encountered a connection error and is not queryable", "unreachable"],
  ])("pg's %j is %s", (message, kind) => expect(faultKind(new Error(message))).toBe(kind));

  it("a refused connection is unreachable, also when Node reports every address at once", () => {
    expect(faultKind(coded("ECONNREFUSED"))).toBe("unreachable");
    const both = new AggregateError([coded("ECONNREFUSED"), coded("ECONNREFUSED")], "");
    expect(faultKind(both)).toBe("unreachable");
  });

  it("looks through an error's causes", () => {
    const wrapped = new Error("saving failed", { cause: coded("SQLITE_FULL") });
    expect(faultKind(wrapped)).toBe("disk-full");
  });

  it("our own error names its kind", () => {
    expect(faultKind(new DatabaseUnavailableError("file-missing", "gone"))).toBe("file-missing");
  });

  it.each([
    ["a missing table", coded("SQLITE_ERROR", "no such table: companies")],
    ["a unique constraint (SQLite)", coded("SQLITE_CONSTRAINT_UNIQUE")],
    ["a unique constraint (PostgreSQL)", coded("23505")],
    ["a syntax error (PostgreSQL)", coded("42601")],
    ["a plain error", new Error("Cannot read properties of undefined")],
    ["a thrown string", "SQLITE_BUSY"],
    ["nothing", undefined],
  ])("%s is a mistake, not a fault", (_name, error) => {
    expect(faultKind(error)).toBeUndefined();
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("isBusy", () => {
  it("is SQLite's lock refusal only", () => {
    expect(isBusy(coded("SQLITE_BUSY"))).toBe(true);
    expect(isBusy(coded("SQLITE_LOCKED_SHAREDCACHE"))).toBe(true);
    expect(isBusy(coded("SQLITE_READONLY"))).toBe(false);
    expect(isBusy(coded("55P03"))).toBe(false);
  });
});

describe("busyDelay", () => {
  it("starts at a millisecond, grows, and stays at 100 ms", () => {
    expect(busyDelay(0)).toBe(1);
    expect(busyDelay(4)).toBe(15);
    expect(busyDelay(11)).toBe(100);
    expect(busyDelay(500)).toBe(100);
  });
});
