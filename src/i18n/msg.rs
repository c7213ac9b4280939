//! One function per message of `locales/en.ftl`, written by the build
//! script: `msg::side_to_move("white")`, `msg::games_count(3)`, each a
//! [`Text`]; and [`LANGUAGES`], every language built with its own name.

use super::text::{Arg, Text};

include!(concat!(env!("OUT_DIR"), "/messages.rs"));
