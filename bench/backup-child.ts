// One backup or restore in a process of its own, so that its peak memory is its own: prints a JSON line.
import { restoreBackup } from "@/lib/backup/restore-backup";
import { writeBackup } from "@/lib/backup/write-backup";

const [command, url, file] = process.argv.slice(2);
const started = performance.now();
const run = command === "backup" ? writeBackup(url, file!) : restoreBackup(url, file!);
run
  .then((summary) => {
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage();
    // CPU time too: on a shared machine the wall time says more about the neighbours than about this code
    console.log(JSON.stringify({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakRssMb: process.resourceUsage().maxRSS / 1024, summary }));
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
