import { describe, expect, it } from "vitest";
import {
  canBeClaimed,
  disposableMessage,
  freeMailMessage,
  noWebsiteMessage,
  otherDomainMessage,
  websiteDomain,
  workAddressProblem,
} from "./work-domain.server";

describe("a work address at the company's own domain", () => {
  it("reads the website's registrable domain as typed, with or without a scheme or www", () => {
    expect(websiteDomain("https://www.acme-staffing.com/jobs?x=1")).toBe("acme-staffing.com");
    expect(websiteDomain("acme-staffing.com")).toBe("acme-staffing.com");
    expect(websiteDomain("http://careers.acme.co.uk")).toBe("acme.co.uk");
    expect(websiteDomain("https://acme.wixsite.com/home")).toBe("acme.wixsite.com");
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain("https://127.0.0.1/")).toBeNull();
  });

  it("takes the domain itself and its subdomains", () => {
    const site = "https://www.acme-staffing.com";
    expect(workAddressProblem("jo@acme-staffing.com", site)).toBeNull();
    expect(workAddressProblem("jo@mail.acme-staffing.com", site)).toBeNull();
    expect(workAddressProblem("Jo@US.Mail.ACME-Staffing.com", site)).toBeNull();
  });

  it("refuses look-alikes: a longer name, the name inside another domain, another suffix", () => {
    const site = "https://www.acme-staffing.com";
    const refused = otherDomainMessage("acme-staffing.com");
    expect(workAddressProblem("jo@acme-staffing.com.evil.example", site)).toBe(refused);
    expect(workAddressProblem("jo@notacme-staffing.com", site)).toBe(refused);
    expect(workAddressProblem("jo@acme-staffing.co", site)).toBe(refused);
    expect(workAddressProblem("jo@acme-staffing.com.au", site)).toBe(refused);
  });

  it("compares registrable domains under public suffixes such as co.uk, never the suffix alone", () => {
    const site = "https://www.acme.co.uk";
    expect(workAddressProblem("jo@acme.co.uk", site)).toBeNull();
    expect(workAddressProblem("jo@hr.acme.co.uk", site)).toBeNull();
    expect(workAddressProblem("jo@other.co.uk", site)).toBe(otherDomainMessage("acme.co.uk"));
    expect(workAddressProblem("jo@co.uk", site)).toBe(otherDomainMessage("acme.co.uk"));
  });

  it("treats a site on a shared host as its own domain: the host's other tenants do not match", () => {
    const site = "https://acme.wixsite.com/staffing";
    expect(workAddressProblem("jo@other.wixsite.com", site)).toBe(
      otherDomainMessage("acme.wixsite.com"),
    );
  });

  it("refuses free and disposable mail providers with their own message", () => {
    const site = "https://www.acme-staffing.com";
    for (const address of ["jo@gmail.com", "jo@outlook.com", "jo@yahoo.com", "jo@proton.me"])
      expect(workAddressProblem(address, site)).toBe(freeMailMessage);
    for (const address of ["jo@mailinator.com", "jo@10minutemail.com"])
      expect(workAddressProblem(address, site)).toBe(disposableMessage);
  });

  it("cannot be claimed without a website, or with a free mail provider's as its website", () => {
    expect(workAddressProblem("jo@acme-staffing.com", null)).toBe(noWebsiteMessage);
    expect(canBeClaimed(null)).toBe(false);
    expect(canBeClaimed("https://gmail.com")).toBe(false);
    expect(canBeClaimed("https://acme-staffing.com")).toBe(true);
  });
});
