"""What running one scenario file reports, for every game: its name, the rules it checks and
the differences found (none: it passed)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class ScenarioResult:
    name: str
    rules: list[str]
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures
