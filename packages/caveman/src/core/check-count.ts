// Counting many needles in one pass (Aho–Corasick), for the checker's fallback: the values whose
// lower-bound count (the compressed text's own spans) falls short are counted as substrings here,
// all at once, so the checker stays linear however many distinct values it has to look for.

interface AcNode {
  next: Map<number, number>;
  fail: number;
  /** Needle ids ending here (own, then those reached through fail links, resolved lazily). */
  out: number[];
  /** Nearest node on the fail chain with own outputs (-1 when none). */
  dict: number;
}

/**
 * Non-overlapping occurrences of each needle in `hay` (leftmost first, as repeated indexOf with a
 * step of the needle's length counts them). `accept(needle, start)` may reject an occurrence
 * (e.g. a number glued to more digits); a rejected occurrence does not block a later one.
 */
export function countNeedles(hay: string, needles: readonly string[], accept?: (needle: string, start: number) => boolean): Map<string, number> {
  const counts = new Map<string, number>();
  const list = [...new Set(needles.filter((n) => n.length > 0))];
  for (const n of list) counts.set(n, 0);
  if (!list.length || !hay) return counts;
  const nodes: AcNode[] = [{ next: new Map(), fail: 0, out: [], dict: -1 }];
  list.forEach((needle, id) => {
    let s = 0;
    for (let i = 0; i < needle.length; i++) {
      const c = needle.charCodeAt(i);
      let t = nodes[s].next.get(c);
      if (t === undefined) {
        t = nodes.length;
        nodes.push({ next: new Map(), fail: 0, out: [], dict: -1 });
        nodes[s].next.set(c, t);
      }
      s = t;
    }
    nodes[s].out.push(id);
  });
  // Breadth-first fail links.
  const queue: number[] = [];
  for (const t of nodes[0].next.values()) queue.push(t);
  for (let qi = 0; qi < queue.length; qi++) {
    const s = queue[qi];
    for (const [c, t] of nodes[s].next) {
      let f = nodes[s].fail;
      while (f !== 0 && !nodes[f].next.has(c)) f = nodes[f].fail;
      const g = nodes[f].next.get(c);
      nodes[t].fail = g !== undefined && g !== t ? g : 0;
      const fn = nodes[nodes[t].fail];
      nodes[t].dict = fn.out.length ? nodes[t].fail : fn.dict;
      queue.push(t);
    }
  }
  const lastEnd = new Int32Array(list.length).fill(-1);
  const tally = new Int32Array(list.length);
  let s = 0;
  for (let i = 0; i < hay.length; i++) {
    const c = hay.charCodeAt(i);
    while (s !== 0 && !nodes[s].next.has(c)) s = nodes[s].fail;
    s = nodes[s].next.get(c) ?? 0;
    for (let o = nodes[s].out.length ? s : nodes[s].dict; o !== -1 && o !== 0; o = nodes[o].dict) {
      for (const id of nodes[o].out) {
        const len = list[id].length;
        const start = i + 1 - len;
        if (start < lastEnd[id]) continue;
        if (accept && !accept(list[id], start)) continue;
        tally[id]++;
        lastEnd[id] = i + 1;
      }
    }
  }
  list.forEach((n, id) => counts.set(n, tally[id]));
  return counts;
}
