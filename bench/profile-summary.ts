// Summarise a .cpuprofile: top packages/files and functions by self time. `npx tsx bench/profile-summary.ts file.cpuprofile`
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export function summarize(prof: { nodes: Node[]; samples: number[]; timeDeltas: number[] }, k = 20): string {
  const self = new Map<number, number>();
  prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const n of prof.nodes) {
    const t = self.get(n.id) ?? 0;
    const file = n.callFrame.url.replace(/^file:\/\/.*?\/(node_modules|src|routes|components|islands)\//, "$1/") || "(native)";
    const fn = `${n.callFrame.functionName || "(anonymous)"} ${file}:${n.callFrame.lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + t);
    const parts = file.split("/");
    const pkg = file.startsWith("node_modules/") ? parts.slice(0, parts[1]!.startsWith("@") ? 3 : 2).join("/") : file;
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + t);
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, t]) => `  ${((t / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join("\n");
  return `self time ${(total / 1000).toFixed(0)} ms\n\nby package / file:\n${top(byFile)}\n\nby function:\n${top(byFn)}`;
}
if (process.argv[1]?.endsWith("profile-summary.ts")) console.log(summarize(JSON.parse(readFileSync(process.argv[2]!, "utf8"))));
