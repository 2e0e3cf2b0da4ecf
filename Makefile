# Two commands: `make run` plays Voidfall in the terminal (installs only what playing needs);
# `make test` runs every check (installs the developer tools and research libraries, `.[dev]`).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PLAY_STAMP := $(VENV)/.installed-play

.PHONY: run test lint typecheck pytest bench clean

$(PLAY_STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e .
	touch $(PLAY_STAMP)

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP) $(PLAY_STAMP)

run: $(PLAY_STAMP)
	$(BIN)/voidfall play --seats human,greedy --seed 1

lint: $(STAMP)
	$(BIN)/ruff check src tests bench tools
	$(BIN)/ruff format --check src tests bench tools

typecheck: $(STAMP)
	$(BIN)/mypy

pytest: $(STAMP)
	DOMINEUM_CHECK_MEMO=1 $(BIN)/pytest -n 2

test: lint typecheck pytest

bench: $(STAMP)
	$(BIN)/python bench/selfplay.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
