//! The published crate is the Rust sources: `cargo package --list` names no page, widget,
//! scripts, node files, browser tests or C++ benchmarks.

use std::process::Command;

#[test]
fn the_package_holds_the_crate_sources_only() {
    let o = Command::new(env!("CARGO"))
        .args(["package", "--list", "--allow-dirty", "--offline"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "cargo package --list failed: {err}");
    let files: Vec<String> = String::from_utf8_lossy(&o.stdout)
        .lines()
        .map(|l| l.trim().replace('\\', "/"))
        .collect();
    for needed in [
        "Cargo.toml",
        "Cargo.lock",
        "README.md",
        "src/lib.rs",
        "src/bin/snakes.rs",
        "src/cli.rs",
        "benches/core.rs",
        "benches/table.rs",
    ] {
        assert!(
            files.iter().any(|f| f == needed),
            "{needed} is missing: {files:?}"
        );
    }
    let foreign = |f: &&String| {
        [
            "www/",
            "tests/",
            "scripts/",
            "bench/",
            "examples/",
            "node_modules/",
            "target/",
        ]
        .iter()
        .any(|dir| f.starts_with(dir))
            || f.ends_with(".mjs")
            || f.ends_with(".js")
            || f.ends_with(".cpp")
            || f.ends_with(".html")
            || f.starts_with("package")
    };
    let extra: Vec<&String> = files.iter().filter(foreign).collect();
    assert!(extra.is_empty(), "not crate sources: {extra:?}");
}
