import { describe, expect, it } from "vitest";
import { planSetup, type Facts } from "./test-setup-plan";

const bare: Facts = {
  chromiumPath: "/usr/bin/chromium",
  chromiumFromEnv: false,
  chromium: false,
  postgresUrl: false,
  postgres: false,
  nginx: false,
  debian: true,
  root: true,
  sudo: false,
  noInstall: false,
};

describe("what npm test sets up first", () => {
  it("is ready when Chromium, PostgreSQL's server and nginx are there", () => {
    expect(planSetup({ ...bare, chromium: true, postgres: true, nginx: true }).kind).toBe("ready");
  });

  it("installs all three from Debian on a bare Debian machine, as root", () => {
    expect(planSetup(bare)).toMatchObject({
      kind: "install",
      packages: ["chromium", "postgresql", "nginx"],
    });
  });

  it("installs nginx alone when only it is missing, saying where it looked", () => {
    const plan = planSetup({ ...bare, chromium: true, postgres: true });
    expect(plan).toMatchObject({ kind: "install", packages: ["nginx"] });
    expect(plan.report).toContain("nginx: missing (/usr/sbin/nginx)");
  });

  it("installs with passwordless sudo too", () => {
    expect(planSetup({ ...bare, root: false, sudo: true })).toMatchObject({
      kind: "install",
      packages: ["chromium", "postgresql", "nginx"],
    });
  });

  it("installs only what is missing", () => {
    expect(planSetup({ ...bare, chromium: true, nginx: true })).toMatchObject({
      kind: "install",
      packages: ["postgresql"],
    });
  });

  it("skips PostgreSQL with TEST_DATABASE_URL and Chromium's package with CHROMIUM_PATH", () => {
    expect(
      planSetup({ ...bare, postgresUrl: true, chromiumFromEnv: true, chromium: true, nginx: true })
        .kind,
    ).toBe("ready");
  });

  it("stops at once, with the command, without root or sudo", () => {
    const plan = planSetup({ ...bare, root: false });
    expect(plan.kind).toBe("stop");
    expect(plan.kind === "stop" && plan.message).toContain(
      "sudo apt-get update && sudo apt-get install -y chromium postgresql nginx",
    );
  });

  it("stops with the command when told not to install", () => {
    const plan = planSetup({ ...bare, noInstall: true, chromium: true });
    expect(plan.kind === "stop" && plan.message).toContain(
      "sudo apt-get install -y postgresql nginx",
    );
  });

  it("stops off Debian, saying what to install or set", () => {
    const plan = planSetup({ ...bare, debian: false });
    expect(plan.kind === "stop" && plan.message).toMatch(/TEST_DATABASE_URL/);
  });

  it("stops when CHROMIUM_PATH names no file, rather than installing a package it would not use", () => {
    const plan = planSetup({
      ...bare,
      chromiumFromEnv: true,
      chromiumPath: "/nope",
      postgres: true,
    });
    expect(plan.kind === "stop" && plan.message).toContain("CHROMIUM_PATH");
  });
});
