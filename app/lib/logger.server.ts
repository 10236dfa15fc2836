import pino from "pino";
import { getEnv } from "./env.server";

/** One structured JSON line per event, on standard output. */
export const logger = pino({ level: getEnv().logLevel, base: { service: "staffing-spotlight" } });
