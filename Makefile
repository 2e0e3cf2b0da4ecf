# Two commands: `make run` starts the browser app (builds the client, installs only what serving
# needs); `make test` runs every check (installs the developer tools and research libraries,
# `.[dev]`). `make play`: Voidfall in the terminal against a bot (installs only what playing needs).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PLAY_STAMP := $(VENV)/.installed-play
SERVE_STAMP := $(VENV)/.installed-serve

WEB_BUILD := web/dist/index.html

.PHONY: run play web web-if-node test lint typecheck pytest bench catalogs clean

$(PLAY_STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e .
	touch $(PLAY_STAMP)

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP) $(PLAY_STAMP) $(SERVE_STAMP)

$(SERVE_STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[server]'
	touch $(SERVE_STAMP) $(PLAY_STAMP)

$(WEB_BUILD): web/package.json web/package-lock.json web/index.html web/vite.config.ts $(wildcard web/src/*)
	cd web && npm ci && npm run build

web: $(WEB_BUILD)

# the browser tests need the built client: build it when Node is here, else they say they skip
web-if-node:
	@if command -v npm >/dev/null 2>&1; then $(MAKE) --no-print-directory web; \
	else echo "npm not found: the browser tests will be skipped"; fi

run: $(SERVE_STAMP) $(WEB_BUILD)
	$(BIN)/voidfall serve

play: $(PLAY_STAMP)
	$(BIN)/voidfall play --seats human,greedy --seed 1

lint: $(STAMP)
	$(BIN)/ruff check src tests bench tools
	$(BIN)/ruff format --check src tests bench tools

typecheck: $(STAMP)
	$(BIN)/mypy

pytest: $(STAMP) web-if-node
	DOMINEUM_CHECK_MEMO=1 $(BIN)/pytest -n 2

test: lint typecheck pytest

bench: $(STAMP)
	$(BIN)/python bench/selfplay.py

# after adding or changing messages: extract every text into domineum.pot and merge it into each
# language's .po (docs/languages.md); the .po files are read as they are, no compile step
catalogs: $(STAMP)
	$(BIN)/python tools/i18n_catalog.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache web/dist web/node_modules test-artifacts
