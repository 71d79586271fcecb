// Starts `iccf lsp` for .iccf and .pgn files. Everything else (diagnostics, quick fixes, hover,
// formatting, outline) comes from the server.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("iccf").get("path") || "iccf";
  client = new LanguageClient(
    "iccf",
    "iccf",
    { command, args: ["lsp"] },
    {
      documentSelector: [
        { scheme: "file", language: "iccf" },
        { scheme: "file", language: "pgn" },
        { scheme: "untitled", language: "iccf" },
        { scheme: "untitled", language: "pgn" },
      ],
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
