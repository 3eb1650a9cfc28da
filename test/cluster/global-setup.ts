import { ensureBuild } from "@/test/support/production-server";
import { createClusterDb } from "@/test/support/cluster";

/** Once before the cluster files: the build (when stale), and a clear stop when there is no PostgreSQL to run on. */
export default async function setup(): Promise<void> {
  ensureBuild();
  const probe = await createClusterDb();
  await probe.cleanup();
}
