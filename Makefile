# Beltboard: `make serve` to play locally, `make test` to check everything.
# Both install whatever tool is missing first (see scripts/ensure-tools.sh).

SHELL := /bin/bash
ENV := . scripts/env.sh &&

.PHONY: serve test dist tools clean

## serve: build the app and serve it at http://127.0.0.1:8080 (rebuilds on change)
serve:
	scripts/ensure-tools.sh build
	$(ENV) trunk serve

## test: fmt, clippy, native tests, release build, browser tests
test:
	scripts/test.sh

## dist: the release static build into dist/ (wasm-opt -Oz, relative URLs)
dist:
	scripts/ensure-tools.sh build
	$(ENV) trunk build --release

## tools: install the build and test tools that are missing
tools:
	scripts/ensure-tools.sh test

clean:
	rm -rf dist
	cargo clean
