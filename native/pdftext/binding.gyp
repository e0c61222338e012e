{
  "targets": [
    {
      "target_name": "pdftext",
      "sources": ["pdftext.cc"],
      "include_dirs": ["<!(node -p \"require('node-addon-api').include_dir\")"],
      "defines": ["NAPI_VERSION=8", "NAPI_DISABLE_CPP_EXCEPTIONS"],
      "cflags_cc": ["-std=c++17", "-O2", "<!@(pkg-config --cflags poppler)"],
      "libraries": ["<!@(pkg-config --libs poppler)"]
    }
  ]
}
