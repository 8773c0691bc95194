#!/usr/bin/env bash
# `Tests/fuzz/fuzz.sh [SECONDS] [ARTIFACTS]`: builds the libFuzzer target (Linux) and fuzzes, for SECONDS in all
# (default 120), three targets: half of the time the scenario loader, the SwiftUI source interpreter, VFL,
# constraint equations (and Swift constraints) and the figure drawing, seeded with every file under Scenarios/
# and scenario.dict; a quarter an app's .swift files (declarations evaluated, each View laid out), seeded with
# Examples/SampleApp; a quarter the configuration loader (framelab.yml: paths that must stay in the repository,
# the base URL, templates, PNG scales), seeded with Tests/fuzz/configuration/ and configuration.dict.
# A crash, a hang (over 10 s for one input) or an invalid figure stops the run with a non-zero status
# and leaves the input in ARTIFACTS (default .build-fuzz/artifacts); replay it with a normal build:
# `swift run FrameLabFuzz ARTIFACTS/crash-…`.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-120}
artifacts=${2:-.build-fuzz/artifacts}

# libFuzzer's runtime without its main, from the toolchain that builds (see Package.swift).
export FRAMELAB_FUZZ=1
FRAMELAB_FUZZ_RUNTIME=$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/clang/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a
export FRAMELAB_FUZZ_RUNTIME
swift build --build-path .build-fuzz --product FrameLabFuzz
fuzzer=$(swift build --build-path .build-fuzz --show-bin-path)/FrameLabFuzz

corpus=.build-fuzz/corpus
configurations=.build-fuzz/configurations
mkdir -p "$corpus" "$configurations" "$artifacts"
find Scenarios Tests/fuzz/seeds -name '*.yaml' -exec cp {} "$corpus/" \; 2>/dev/null || true
cp Tests/fuzz/configuration/*.yml "$configurations/"

# Swift's own crash backtracer would take the signal of a failed precondition before libFuzzer can save
# the input that caused it.
SWIFT_BACKTRACE=enable=no "$fuzzer" "$corpus" -dict=Tests/fuzz/scenario.dict -max_total_time="$(( seconds / 2 ))" -timeout=10 \
    -rss_limit_mb=4096 -max_len=16384 -print_final_stats=1 -artifact_prefix="$artifacts/"
FRAMELAB_FUZZ_TARGET=configuration SWIFT_BACKTRACE=enable=no "$fuzzer" "$configurations" -dict=Tests/fuzz/configuration.dict \
    -max_total_time="$(( seconds / 4 ))" -timeout=10 -rss_limit_mb=4096 -max_len=4096 -print_final_stats=1 \
    -artifact_prefix="$artifacts/configuration-"
# An app's own .swift files (issue 29): declarations evaluated, each View type laid out; seeded with the sample app.
swiftCorpus=.build-fuzz/swift-sources
mkdir -p "$swiftCorpus"
cp Examples/SampleApp/Sources/SampleApp/*.swift "$swiftCorpus/"
FRAMELAB_FUZZ_TARGET=swift SWIFT_BACKTRACE=enable=no "$fuzzer" "$swiftCorpus" -max_total_time="$(( seconds / 4 ))" -timeout=10 \
    -rss_limit_mb=4096 -max_len=16384 -print_final_stats=1 -artifact_prefix="$artifacts/swift-"
