// Reads a PDF's words with poppler's own text extractor (TextOutputDev), the one pdftotext uses.
// Exposes Document(buffer) with pageCount() and readPage(n) -> { width, height, x0, x1, y, size, rotation,
// lengths, text, errors }: one typed array per field and one joined string, cheaper across the boundary than
// one object per word.
#include <napi.h>

#include <poppler/GlobalParams.h>
#include <poppler/Error.h>
#include <poppler/PDFDoc.h>
#include <poppler/Stream.h>
#include <poppler/TextOutputDev.h>
#include <goo/GooString.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace {

// Errors poppler reports while reading (syntax errors it works around, internal errors); warnings and
// unimplemented features are not counted. Reading is single-threaded per process.
int errorCount = 0;

void countErrors(ErrorCategory category, Goffset, const char *) {
  if (category == errSyntaxError || category == errInternal) errorCount++;
}

// Error codes of PDFDoc::getErrorCode() (poppler/ErrorCodes.h).
const char *openError(int code) { return code == errEncrypted ? "ENCRYPTED" : "DAMAGED"; }

// UTF-16 length of a UTF-8 string (JavaScript string offsets).
uint32_t utf16Length(const std::string &s) {
  uint32_t n = 0;
  for (unsigned char c : s) {
    if ((c & 0xC0) != 0x80) n += c >= 0xF0 ? 2 : 1;
  }
  return n;
}

class Document : public Napi::ObjectWrap<Document> {
public:
  static Napi::Function Define(Napi::Env env) {
    return DefineClass(env, "Document",
                       {InstanceMethod("pageCount", &Document::PageCount), InstanceMethod("readPage", &Document::ReadPage),
                        InstanceMethod("close", &Document::Close)});
  }

  explicit Document(const Napi::CallbackInfo &info) : Napi::ObjectWrap<Document>(info) {
    Napi::Env env = info.Env();
    if (info.Length() < 1 || !info[0].IsTypedArray()) {
      Napi::TypeError::New(env, "Document expects a Uint8Array").ThrowAsJavaScriptException();
      return;
    }
    auto arr = info[0].As<Napi::Uint8Array>();
    bytes_.assign(reinterpret_cast<const char *>(arr.Data()), reinterpret_cast<const char *>(arr.Data()) + arr.ByteLength());
    // The stream reads the copy this object keeps for the document's lifetime.
    auto *stream = new MemStream(bytes_.data(), 0, bytes_.size(), Object(objNull));
    doc_ = std::make_unique<PDFDoc>(stream);
    if (!doc_->isOk()) {
      Napi::Error err = Napi::Error::New(env, "The PDF could not be opened");
      err.Set("code", Napi::String::New(env, openError(doc_->getErrorCode())));
      doc_.reset();
      err.ThrowAsJavaScriptException();
    }
  }

private:
  Napi::Value PageCount(const Napi::CallbackInfo &info) {
    if (!Open(info.Env())) return info.Env().Undefined();
    return Napi::Number::New(info.Env(), doc_->getNumPages());
  }

  Napi::Value ReadPage(const Napi::CallbackInfo &info) {
    Napi::Env env = info.Env();
    if (!Open(env)) return env.Undefined();
    int n = info[0].As<Napi::Number>().Int32Value();
    if (n < 1 || n > doc_->getNumPages()) {
      Napi::RangeError::New(env, "No such page").ThrowAsJavaScriptException();
      return env.Undefined();
    }
    // Words built from glyphs in content-stream order (raw order), as pdf.js's runs are: the reading order is
    // the line builder's. poppler's own reading order merges words printed a narrow space apart ("5 D" reads
    // "5D"). The page is laid out in its crop box, turned by its /Rotate, with the origin at the top left.
    TextOutputDev dev(nullptr, false, 0, true, false, false);
    errorCount = 0;
    doc_->displayPage(&dev, n, 72, 72, 0, false, true, false);
    int errors = errorCount;
    std::unique_ptr<TextWordList> words(dev.makeWordList());
    int count = words ? words->getLength() : 0;
    auto x0 = Napi::Float64Array::New(env, count), x1 = Napi::Float64Array::New(env, count);
    auto y = Napi::Float64Array::New(env, count), size = Napi::Float64Array::New(env, count);
    auto rotation = Napi::Uint8Array::New(env, count);
    auto lengths = Napi::Uint32Array::New(env, count);
    std::string text;
    text.reserve(count * 8);
    for (int i = 0; i < count; i++) {
      const TextWord *w = words->get(i);
      double bx0, by0, bx1, by1;
      w->getBBox(&bx0, &by0, &bx1, &by1);
      int rot = w->getRotation();
      // Horizontal text: x along the line, the baseline from the top. Vertical text: its box.
      x0[i] = bx0;
      x1[i] = bx1;
      y[i] = rot == 0 || rot == 2 ? w->getBaseline() : by1;
      size[i] = w->getFontSize();
      rotation[i] = rot;
      std::unique_ptr<GooString> s(w->getText());
      std::string u = s->toStr();
      lengths[i] = utf16Length(u);
      text += u;
    }
    int rotate = doc_->getPageRotate(n);
    bool turned = rotate == 90 || rotate == 270;
    Napi::Object out = Napi::Object::New(env);
    out.Set("width", turned ? doc_->getPageCropHeight(n) : doc_->getPageCropWidth(n));
    out.Set("height", turned ? doc_->getPageCropWidth(n) : doc_->getPageCropHeight(n));
    out.Set("x0", x0);
    out.Set("x1", x1);
    out.Set("y", y);
    out.Set("size", size);
    out.Set("rotation", rotation);
    out.Set("lengths", lengths);
    out.Set("text", Napi::String::New(env, text));
    out.Set("errors", errors);
    return out;
  }

  Napi::Value Close(const Napi::CallbackInfo &info) {
    doc_.reset();
    std::vector<char>().swap(bytes_);
    return info.Env().Undefined();
  }

  bool Open(Napi::Env env) {
    if (doc_) return true;
    Napi::Error::New(env, "The document is closed").ThrowAsJavaScriptException();
    return false;
  }

  std::vector<char> bytes_;
  std::unique_ptr<PDFDoc> doc_;
};

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  if (!globalParams) globalParams = std::make_unique<GlobalParams>();
  setErrorCallback(countErrors);
  exports.Set("Document", Document::Define(env));
  return exports;
}

} // namespace

NODE_API_MODULE(pdftext, Init)
