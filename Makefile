# Two commands: `make run` starts the browser app; `make test` runs every check.
# (`make play`: Voidfall in the terminal against a bot.)
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

WEB_BUILD := web/dist/index.html

.PHONY: run play web test lint typecheck pytest bench clean

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

$(WEB_BUILD): web/package.json web/package-lock.json web/index.html web/vite.config.ts $(wildcard web/src/*)
	cd web && npm ci && npm run build

web: $(WEB_BUILD)

run: $(STAMP) $(WEB_BUILD)
	$(BIN)/python -m domineum.server.cli

play: $(STAMP)
	$(BIN)/voidfall play --seats human,greedy --seed 1

lint: $(STAMP)
	$(BIN)/ruff check src tests bench tools
	$(BIN)/ruff format --check src tests bench tools

typecheck: $(STAMP)
	$(BIN)/mypy

pytest: $(STAMP)
	$(BIN)/pytest -n 2

test: lint typecheck pytest

bench: $(STAMP)
	$(BIN)/python bench/selfplay.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache web/dist web/node_modules test-artifacts
