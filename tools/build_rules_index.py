"""Rebuild the bundled rules index (rule ID -> text) from the project's rules digests.

    python3 tools/build_rules_index.py [../shared/rules]

The terminal's ``why`` command shows these texts; the digests live outside the package, so the
index is generated once and committed (src/domineum/voidfall/rules_index.json).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

RULE = re.compile(r"^[*-] \*\*((?:VF|RS|RV)-[A-Z0-9-]+)\*\* (?:— )?(?:\[[^\]]*\] )?(.*)$")
TARGET = Path(__file__).parents[1] / "src" / "domineum" / "voidfall" / "rules_index.json"


def main() -> None:
    source = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/rules")
    index: dict[str, str] = {}
    for name in ("voidfall-core.md", "voidfall-solo.md"):
        for line in (source / name).read_text(encoding="utf-8").splitlines():
            match = RULE.match(line.strip())
            if match:
                index[match.group(1)] = match.group(2).strip()
    TARGET.write_text(json.dumps(index, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {len(index)} rules to {TARGET}")


if __name__ == "__main__":
    main()
