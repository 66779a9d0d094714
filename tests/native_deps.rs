//! The native crate links no JavaScript glue: wasm-bindgen, js-sys, serde-wasm-bindgen and the
//! panic hook are the wasm boundary's (src/wasm/), so `cargo tree` for a native target, with
//! every feature, must not name them.

use std::process::Command;

/// The crates only a wasm build may link.
const WASM_ONLY: [&str; 5] = [
    "wasm-bindgen",
    "js-sys",
    "serde-wasm-bindgen",
    "console_error_panic_hook",
    "web-sys",
];

#[test]
fn the_native_dependency_tree_has_no_javascript_glue() {
    for features in [&["--all-features"][..], &["--no-default-features"][..]] {
        let o = Command::new(env!("CARGO"))
            .args([
                "tree",
                "-e",
                "normal",
                "--target",
                "x86_64-unknown-linux-gnu",
            ])
            .args(["--prefix", "none", "--offline"])
            .args(features)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("cargo runs");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "cargo tree failed: {err}");
        let tree = String::from_utf8_lossy(&o.stdout);
        assert!(tree.contains("snakes-ladders"), "{tree}");
        let linked: Vec<&str> = tree
            .lines()
            .filter(|line| {
                let name = line.split_whitespace().next().unwrap_or("");
                WASM_ONLY.contains(&name)
            })
            .collect();
        assert!(
            linked.is_empty(),
            "the native build ({features:?}) links JavaScript glue: {linked:?}"
        );
    }
}
