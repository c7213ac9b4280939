//! The strict JSON reader and writer: what it accepts, what it refuses and
//! where, and NIP-01's two ways of escaping.

use super::*;

fn read(text: &str) -> Result<Value, JsonError> {
    parse(text, MAX_DEPTH)
}

fn problem(text: &str) -> JsonProblem {
    match read(text) {
        Ok(v) => panic!("{text:?} read as {v:?}"),
        Err(e) => e.problem,
    }
}

#[test]
fn reads_every_kind_of_value() {
    let v = read(r#" ["a", 0, 18446744073709551615, -1, 1.5, 2e3, true, false, null, {"k": []}] "#).unwrap();
    assert_eq!(
        v,
        Value::Array(vec![
            Value::Str("a".into()),
            Value::Int(0),
            Value::Int(u64::MAX),
            Value::OtherNumber,
            Value::OtherNumber,
            Value::OtherNumber,
            Value::Bool(true),
            Value::Bool(false),
            Value::Null,
            Value::Object(vec![("k".into(), Value::Array(vec![]))]),
        ])
    );
    assert_eq!(read("18446744073709551616"), Ok(Value::OtherNumber));
}

#[test]
fn decodes_escapes_and_surrogate_pairs() {
    let v = read(r#""q\"b\\s\/n\nr\rt\tb\bf\f\u00e9\u20AC\ud83c\udca1""#).unwrap();
    assert_eq!(v, Value::Str("q\"b\\s/n\nr\rt\tb\u{8}f\u{c}é€🂡".into()));
    assert_eq!(read("\"é🂡\""), Ok(Value::Str("é🂡".into())));
}

#[test]
fn refuses_what_rfc_8259_refuses() {
    for (text, expected) in [
        ("", JsonProblem::End),
        ("[1,]", JsonProblem::Unexpected),
        ("[1 2]", JsonProblem::Unexpected),
        ("{\"a\" 1}", JsonProblem::Unexpected),
        ("{a:1}", JsonProblem::Unexpected),
        ("01", JsonProblem::BadNumber),
        ("-", JsonProblem::BadNumber),
        ("1.", JsonProblem::BadNumber),
        ("1e", JsonProblem::BadNumber),
        ("+1", JsonProblem::Unexpected),
        ("\"\\x\"", JsonProblem::BadEscape),
        ("\"\\u12g4\"", JsonProblem::BadEscape),
        ("\"a\u{1}\"", JsonProblem::ControlCharacter),
        ("\"\\ud83c\"", JsonProblem::LoneSurrogate),
        ("\"\\ud83c\\u0041\"", JsonProblem::LoneSurrogate),
        ("\"\\udca1\"", JsonProblem::LoneSurrogate),
        ("{\"a\":1,\"a\":2}", JsonProblem::RepeatedKey),
        ("[] x", JsonProblem::TrailingText),
        ("tru", JsonProblem::Unexpected),
        ("\"abc", JsonProblem::End),
        ("[", JsonProblem::End),
        ("// c\n1", JsonProblem::Unexpected),
    ] {
        assert_eq!(problem(text), expected, "{text:?}");
    }
    let deep = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
    assert_eq!(problem(&deep), JsonProblem::TooDeep);
    let fits = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
    assert!(read(&fits).is_ok());
}

#[test]
fn errors_say_where() {
    let e = read("[1, x]").unwrap_err();
    assert_eq!(e.at, 4);
    assert_eq!(e.to_string(), "JSON, byte 4: unexpected character");
}

#[test]
fn escapes_canonically_for_the_id_and_validly_for_the_wire() {
    let s = "a\"b\\c\nd\re\tf\u{8}g\u{c}h\u{1}i\u{7f}é/";
    let mut canonical = String::new();
    write_str(&mut canonical, s, Escapes::Canonical);
    assert_eq!(canonical, "\"a\\\"b\\\\c\\nd\\re\\tf\\bg\\fh\u{1}i\u{7f}é/\"");
    let mut wire = String::new();
    write_str(&mut wire, s, Escapes::Wire);
    assert_eq!(wire, "\"a\\\"b\\\\c\\nd\\re\\tf\\bg\\fh\\u0001i\u{7f}é/\"");
    assert_eq!(read(&wire), Ok(Value::Str(s.into())));
}
