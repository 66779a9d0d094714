//! The core's messages as a code with named parameters, worded in English from one template per
//! code. The command prints the English; the page gets the code and the parameters too, so it
//! can word the same message in another language (`src/codes.rs` lists every code).

use std::fmt;

/// One kind of message: a stable name the front end keys its translations by, and the English
/// template the command prints, with `{name}` where a parameter goes.
#[derive(Debug)]
pub struct Code {
    /// The stable name, such as `board.too_small`: never reworded, only added to.
    pub name: &'static str,
    /// The English wording, with `{param}` for each parameter.
    pub english: &'static str,
}

impl PartialEq for Code {
    fn eq(&self, other: &Code) -> bool {
        self.name == other.name
    }
}

impl Eq for Code {}

/// A parameter of a message: a number, a piece of text (a square's name, a quoted excerpt of the
/// input), or a message of its own worded in its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Param {
    /// A whole number.
    Num(u64),
    /// Text shown as it is (already excerpted and escaped where it quotes input).
    Text(String),
    /// A message worded where the parameter goes.
    Msg(Box<Message>),
}

impl From<u64> for Param {
    fn from(n: u64) -> Param {
        Param::Num(n)
    }
}

impl From<u32> for Param {
    fn from(n: u32) -> Param {
        Param::Num(n.into())
    }
}

impl From<usize> for Param {
    fn from(n: usize) -> Param {
        Param::Num(n as u64)
    }
}

impl From<String> for Param {
    fn from(s: String) -> Param {
        Param::Text(s)
    }
}

impl From<&str> for Param {
    fn from(s: &str) -> Param {
        Param::Text(s.to_string())
    }
}

impl From<Message> for Param {
    fn from(m: Message) -> Param {
        Param::Msg(Box::new(m))
    }
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Param::Num(n) => write!(f, "{n}"),
            Param::Text(s) => f.write_str(s),
            Param::Msg(m) => m.fmt(f),
        }
    }
}

/// A message: its code and its parameters by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    code: &'static Code,
    params: Vec<(&'static str, Param)>,
}

impl Message {
    /// The message `code` with `params`.
    pub fn new(code: &'static Code, params: Vec<(&'static str, Param)>) -> Message {
        Message { code, params }
    }

    /// The message's code.
    pub fn code(&self) -> &'static Code {
        self.code
    }

    /// The parameters by name, in the order given.
    pub fn params(&self) -> &[(&'static str, Param)] {
        &self.params
    }

    /// The parameter `name`, if the message has it.
    pub fn param(&self, name: &str) -> Option<&Param> {
        self.params.iter().find(|(n, _)| *n == name).map(|(_, p)| p)
    }
}

/// The names of the parameters a template asks for, in order of appearance.
pub fn template_params(template: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some((_, after)) = rest.split_once('{') {
        let Some((name, tail)) = after.split_once('}') else {
            break;
        };
        out.push(name);
        rest = tail;
    }
    out
}

impl fmt::Display for Message {
    /// The English wording: the template with each `{name}` replaced by its parameter (a name
    /// the message lacks is written as it stands, so a mistake shows rather than hides).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.code.english;
        while let Some((before, after)) = rest.split_once('{') {
            f.write_str(before)?;
            let Some((name, tail)) = after.split_once('}') else {
                // An opening brace without its closing one stands as written.
                f.write_str("{")?;
                rest = after;
                break;
            };
            match self.param(name) {
                Some(p) => p.fmt(f)?,
                None => write!(f, "{{{name}}}")?,
            }
            rest = tail;
        }
        f.write_str(rest)
    }
}

/// A [`Message`] from a code and its parameters: `msg!(codes::TOO_SMALL, size)` takes the
/// parameter `size` from the variable of that name, `msg!(codes::X, size = n + 1)` from an
/// expression.
#[macro_export]
macro_rules! msg {
    (@value $name:ident $value:expr) => { $value };
    (@value $name:ident) => { $name };
    ($code:expr $(, $name:ident $(= $value:expr)?)* $(,)?) => {
        $crate::message::Message::new(
            &$code,
            vec![$((stringify!($name), $crate::msg!(@value $name $($value)?).into())),*],
        )
    };
}

/// Messages as `{code, params}` in the analysis's JSON and JavaScript results (serde is linked
/// with the analysis only: the core and first-paint wasm modules have none).
#[cfg(feature = "markov")]
mod serialize {
    use super::{Message, Param};
    use serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};

    impl Serialize for Param {
        /// A number as a number, a text as a string, a message as `{code, params}`.
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            match self {
                Param::Num(n) => s.serialize_u64(*n),
                Param::Text(t) => s.serialize_str(t),
                Param::Msg(m) => m.serialize(s),
            }
        }
    }

    impl Serialize for Message {
        /// `{code, params}`, the shape the front end words (www/i18n/messages.js `Messages.error`):
        /// the code's name and the parameters by name.
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            struct Params<'a>(&'a [(&'static str, Param)]);
            impl Serialize for Params<'_> {
                fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                    let mut map = s.serialize_map(Some(self.0.len()))?;
                    for (name, value) in self.0 {
                        map.serialize_entry(name, value)?;
                    }
                    map.end()
                }
            }
            let mut out = s.serialize_struct("Message", 2)?;
            out.serialize_field("code", self.code.name)?;
            out.serialize_field("params", &Params(&self.params))?;
            out.end()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wording by another method: characters one at a time, a name gathered between braces.
    fn worded_by_chars(template: &str, params: &[(&str, &str)]) -> String {
        let mut out = String::new();
        let mut name: Option<String> = None;
        for c in template.chars() {
            match (&mut name, c) {
                (None, '{') => name = Some(String::new()),
                (None, c) => out.push(c),
                (Some(n), '}') => {
                    match params.iter().find(|(k, _)| k == n) {
                        Some((_, v)) => out.push_str(v),
                        None => out.push_str(&format!("{{{n}}}")),
                    }
                    name = None;
                }
                (Some(n), c) => n.push(c),
            }
        }
        if let Some(n) = name {
            out.push('{');
            out.push_str(&n);
        }
        out
    }

    #[test]
    fn a_template_is_worded_as_read_character_by_character() {
        let templates: &[&'static str] = &[
            "",
            "no parameters at all",
            "{a}",
            "{a}{b} and {a} again",
            "square {a} → {b}, ün{a}é",
            "a {missing} name stands as written",
            "an opening brace { without its end",
            "{a} then {unclosed",
            "{}",
            "}{a}",
        ];
        let params = [("a", "7"), ("b", "ä{b}")];
        for &english in templates {
            let code: &'static Code = Box::leak(Box::new(Code {
                name: "test.template",
                english,
            }));
            let message = Message::new(
                code,
                params.iter().map(|&(k, v)| (k, Param::from(v))).collect(),
            );
            assert_eq!(
                message.to_string(),
                worded_by_chars(english, &params),
                "{english}"
            );
            let names: Vec<&str> = template_params(english);
            let by_chars: Vec<String> = english
                .split('{')
                .skip(1)
                .filter_map(|part| part.split_once('}').map(|(n, _)| n.to_string()))
                .collect();
            assert_eq!(names, by_chars, "{english}");
        }
    }
}
