//! The browser's side of the page's language: the languages the browser
//! prefers, a language's file fetched from the build's `lang/` folder, its
//! plurals and numbers through `Intl`, and `<html lang>` and the document's
//! title.

use crate::i18n::{msg, t, Catalogue, Category, Locale, ReadError, Speaking, FILES};
use crate::ui::web::fetch;
use js_sys::{Array, Function, Intl, Object};
use std::rc::Rc;
use wasm_bindgen::JsValue;

/// `Intl.PluralRules` and `Intl.NumberFormat` for one language: the
/// browser's CLDR data, so that the wasm carries none.
struct Browser {
    plural: Intl::PluralRules,
    number: Function,
    /// One decimal place, always shown (`4.0`, `4,5`).
    tenths: Function,
}

impl Browser {
    fn new(lang: &str) -> Browser {
        let locales = Array::of1(&JsValue::from_str(lang));
        let number = Intl::NumberFormat::new(&locales, &Object::new()).format();
        let one_place = Object::new();
        for key in ["minimumFractionDigits", "maximumFractionDigits"] {
            let _ = js_sys::Reflect::set(&one_place, &key.into(), &JsValue::from_f64(1.0));
        }
        let tenths = Intl::NumberFormat::new(&locales, &one_place).format();
        Browser {
            plural: Intl::PluralRules::new(&locales, &Object::new()),
            number,
            tenths,
        }
    }
}

impl Locale for Browser {
    fn plural(&self, n: i64) -> Category {
        // An i64 as a JS number: exact up to 2^53, far past any count here.
        let name: String = self.plural.select(n as f64).into();
        Category::from_name(&name).unwrap_or(Category::Other)
    }

    fn number(&self, n: i64) -> String {
        self.number
            .call1(&JsValue::NULL, &JsValue::from_f64(n as f64))
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_else(|| n.to_string())
    }

    fn tenths(&self, tenths: i64) -> String {
        // A float only for Intl to format (the nearest double of 4.5 is
        // written "4.5" at one place): no float formatting in the wasm.
        self.tenths
            .call1(&JsValue::NULL, &JsValue::from_f64(tenths as f64 / 10.0))
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_else(|| crate::i18n::format::plain_tenths(tenths, '.'))
    }
}

/// Why a language could not be loaded (English is kept).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The file could not be fetched (offline before a first visit in
    /// that language, or missing from the build).
    Unreachable,
    /// The file was fetched but could not be used.
    Unreadable(ReadError),
}

/// English, compiled in, with the browser's rules.
pub fn english_speaking() -> Speaking {
    Speaking {
        lang: "en",
        catalogue: None,
        locale: Rc::new(Browser::new("en")),
    }
}

/// The language `lang` (a code Beltboard speaks): English at once, any
/// other from its file.
pub async fn load(lang: &'static str) -> Result<Speaking, LoadError> {
    if lang == "en" {
        return Ok(english_speaking());
    }
    let (_, file) = FILES
        .iter()
        .find(|(code, _)| *code == lang)
        .ok_or(LoadError::Unreachable)?;
    let bytes = fetch::bytes(&format!("lang/{file}"))
        .await
        .map_err(|_| LoadError::Unreachable)?;
    let catalogue = Catalogue::read(&bytes).map_err(LoadError::Unreadable)?;
    if catalogue.lang != lang {
        return Err(LoadError::Unreadable(ReadError::Damaged));
    }
    Ok(Speaking {
        lang,
        catalogue: Some(Rc::new(catalogue)),
        locale: Rc::new(Browser::new(lang)),
    })
}

/// The browser's preferred languages, most wanted first (`navigator.languages`).
pub fn preferred() -> Vec<String> {
    let navigator = gloo::utils::window().navigator();
    let list: Vec<String> = navigator.languages().iter().filter_map(|v| v.as_string()).collect();
    match list.is_empty() {
        true => navigator.language().into_iter().collect(),
        false => list,
    }
}

/// Sets `<html lang>` and the document's title to the page's language,
/// and points the game page's `<link rel="manifest">` at the manifest in
/// it (`lang/manifest-<code>.webmanifest`, written by
/// `scripts/copy-langs.py`), so that the installed app is named in it.
pub fn mark_document() {
    let document = gloo::utils::document();
    let lang = crate::i18n::current::lang();
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang);
    }
    document.set_title(&t(msg::page_title()));
    if let Ok(Some(link)) = document.query_selector("link[rel=manifest]") {
        let href = match lang {
            "en" => "manifest.webmanifest".to_string(),
            code => format!("lang/manifest-{code}.webmanifest"),
        };
        let _ = link.set_attribute("href", &href);
    }
}
