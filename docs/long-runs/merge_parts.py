"""Append the soak parts a run wrote (default /work/soaklog/table*_mixed.jsonl) to soak-parts-mixed.jsonl here,
each part once (a part is its table, first hand, hands and bots).

    python3 docs/long-runs/merge_parts.py [GLOB]
"""
import glob
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("soak-parts-mixed.jsonl")


def key(line: str) -> tuple:
    r = json.loads(line)["row"]
    return r["table"], r["first_hand"], r["hands"], tuple(r["bots"])


def main() -> int:
    pattern = sys.argv[1] if len(sys.argv) > 1 else "/work/soaklog/table*_mixed.jsonl"
    have = {key(line) for line in OUT.read_text().splitlines() if line.strip()}
    new = []
    for path in sorted(glob.glob(pattern)):
        for line in Path(path).read_text().splitlines():
            if line.strip() and key(line) not in have:
                have.add(key(line))
                new.append(line + "\n")
    with OUT.open("a") as f:
        f.writelines(new)
    print(f"{len(new)} parts added")
    return 0


if __name__ == "__main__":
    sys.exit(main())
