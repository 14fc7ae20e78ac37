"""Sum soak parts (JSON lines of run_parts.sh) per table and levels: the hands covered, actions, seconds,
longest hand, violations and commits.  python3 docs/long-runs/summarize.py FILE.jsonl..."""
import json, sys, collections
rows = collections.defaultdict(list)
for path in sys.argv[1:]:
    for line in open(path):
        line = line.strip()
        if not line:
            continue
        d = json.loads(line)
        r = d["row"]
        mixed = r["bots"] != ["random"]
        key = (r["table"], "mixed" if mixed else "random")
        if any(o["first_hand"] == r["first_hand"] and o["hands"] == r["hands"] for _, o in rows[key]):
            continue                                  # the same part listed twice
        rows[key].append((d["commit"], r))
for (t, lv), parts in sorted(rows.items()):
    hands = sorted((r["first_hand"], r["first_hand"] + r["hands"]) for _, r in parts)
    spans = []
    for a, b in hands:
        if spans and a <= spans[-1][1]:
            spans[-1][1] = max(spans[-1][1], b)
        else:
            spans.append([a, b])
    r0 = parts[0][1]
    print(f"table {t:2} {lv:6} {r0['game']:12} {r0['players']}p {json.dumps(r0['options']):40} "
          f"hands {spans} actions {sum(r['actions'] for _, r in parts):,} seconds {sum(r['seconds'] for _, r in parts):,.0f} "
          f"longest {max(r['longest_hand'] for _, r in parts)} violations {sum(r['violations'] for _, r in parts)} "
          f"commits {sorted(set(c for c, _ in parts))}")
