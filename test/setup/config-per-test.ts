import { afterEach, beforeEach } from "vitest";
import { resetConfig } from "@/lib/config";

// Tests set environment variables (in beforeAll, or at a test's start) and expect the app to see them: every test
// starts and ends with the configuration unread, so getConfig() parses process.env as the test left it. A test that
// changes a variable after the app has read the configuration calls resetConfig() itself.
beforeEach(resetConfig);
afterEach(resetConfig);
