//! `snakes`: the command-line front end of the core.
//!
//! Exit 0 on success (help and `--version` included), 2 on bad input, usage or an output that
//! cannot be written (message on stderr), 130 when Ctrl-C stopped a run (its partial answer on
//! stdout), never a panic on input.

#[cfg(not(target_arch = "wasm32"))]
use snakes_ladders::cli::{run, CliError};
#[cfg(not(target_arch = "wasm32"))]
use snakes_ladders::error::escaped;
#[cfg(not(target_arch = "wasm32"))]
use std::io::Write;
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    // Arguments as the OS gave them: a file name need not be UTF-8.
    match run(std::env::args_os().skip(1), &mut std::io::stdin().lock()) {
        Ok(out) => print(&out, ExitCode::SUCCESS),
        // The partial answer, and 130 (128 + SIGINT) as a shell reports a Ctrl-C.
        Err(CliError::Interrupted(out)) => print(&out, ExitCode::from(130)),
        Err(CliError::Usage(msg)) => {
            // clap's message: what is wrong, a suggestion if any, the usage and where help is.
            // It may quote an argument: escaped line by line, as every echo of input is.
            let lines: Vec<String> = msg.split('\n').map(escaped).collect();
            eprint!("{}", lines.join("\n"));
            ExitCode::from(2)
        }
        Err(CliError::Input(e)) => {
            eprintln!("snakes: {e}");
            ExitCode::from(2)
        }
        Err(CliError::Read(why)) => {
            eprintln!("snakes: {why}");
            ExitCode::from(2)
        }
    }
}

/// Writes `out` to standard output and exits with `code`, or 2 when it cannot be written.
#[cfg(not(target_arch = "wasm32"))]
fn print(out: &str, code: ExitCode) -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => code,
        // A reader that stopped early (`| head`) is not an error worth reporting.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => code,
        // A full disk: the answer is not all there, and a script must know.
        Err(e) => {
            eprintln!("snakes: cannot write the output: {e}");
            ExitCode::from(2)
        }
    }
}

/// The command is native only; cargo still builds binaries beside wasm test targets.
#[cfg(target_arch = "wasm32")]
fn main() {}
