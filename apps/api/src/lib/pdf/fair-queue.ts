// The order in which waiting PDFs reach the worker (docs/limits.md, "Per-account limits"): receipts before
// everything else, since a vendor stands at the booth waiting for one; within each class, one job of each account
// in turn, so an account with thirty reports waiting delays another account's PDF by one job at most.
export type Queued = { account: string; urgent: boolean };

export function createFairQueue<T extends Queued>() {
  const classes = { urgent: new Map<string, T[]>(), normal: new Map<string, T[]>() };
  let size = 0;

  return {
    get size() {
      return size;
    },
    push(item: T) {
      const lanes = item.urgent ? classes.urgent : classes.normal;
      const lane = lanes.get(item.account);
      if (lane) lane.push(item);
      else lanes.set(item.account, [item]);
      size += 1;
    },
    // The next job: the first account in line gives one and, if it has more, goes to the back of the line.
    shift(): T | undefined {
      for (const lanes of [classes.urgent, classes.normal]) {
        const first = lanes.entries().next();
        if (first.done) continue;
        const [account, lane] = first.value;
        const item = lane.shift() as T;
        lanes.delete(account);
        if (lane.length > 0) lanes.set(account, lane);
        size -= 1;
        return item;
      }
      return undefined;
    },
    // A job that gave up waiting leaves the line.
    remove(item: T): boolean {
      const lanes = item.urgent ? classes.urgent : classes.normal;
      const lane = lanes.get(item.account);
      const at = lane?.indexOf(item) ?? -1;
      if (!lane || at < 0) return false;
      lane.splice(at, 1);
      if (lane.length === 0) lanes.delete(item.account);
      size -= 1;
      return true;
    },
  };
}
