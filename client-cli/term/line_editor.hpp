// The prompt line on an interactive terminal: reads keys in non-canonical mode so that
// notices and redraws can be printed above the line being typed without breaking it. On a
// pipe it reads plain lines and prints notices as they come.
#pragma once

#include <string>
#include <termios.h>
#include <vector>

namespace plyroom::client {

class line_editor {
public:
    // `interactive`: standard input and output are a terminal; keys are read one by one.
    explicit line_editor(bool interactive);
    ~line_editor();
    line_editor(const line_editor&) = delete;
    line_editor& operator=(const line_editor&) = delete;

    // Reads what is waiting on standard input (call when it is readable) and returns the lines
    // completed by it.
    std::vector<std::string> read_available();
    // Ctrl-C was pressed.
    bool interrupted() const { return interrupted_; }
    // Ctrl-D on an empty line, or the end of piped input.
    bool at_end() const { return at_end_; }

    // Prints one line above the prompt, then the prompt and the typed text again.
    void notice(const std::string& line);
    // Replaces the whole screen (clears it on a terminal), then shows the prompt.
    void show_screen(const std::vector<std::string>& lines);
    // Prints lines under what is shown, then the prompt (the terminal scrolls).
    void print_lines(const std::vector<std::string>& lines);
    void set_prompt(std::string prompt);
    // Clears the prompt line and restores the terminal, before the last words.
    void finish();

private:
    void feed(char c, std::vector<std::string>& lines);
    void redraw_prompt();
    void write_out(const std::string& text);

    bool interactive_;
    bool raw_ = false;
    termios saved_{};
    std::string prompt_ = "> ";
    std::string typed_;
    std::string pending_; // piped input not yet ended by a newline
    int escape_ = 0;      // 0: none, 1: after ESC, 2: inside ESC [ ... sequence
    bool interrupted_ = false;
    bool at_end_ = false;
};

} // namespace plyroom::client
