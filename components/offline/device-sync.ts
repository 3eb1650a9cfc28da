/** What a signed-in page runs for the device's offline data, loaded on its own once the page is idle (signed-in-sync.tsx). */
export { keepOfflineCopy, registerWorker } from "./offline-copy-sync";
export { keepOutboxMoving } from "./outbox-driver";
