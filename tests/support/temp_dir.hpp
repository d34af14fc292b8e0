// A temporary folder for one test, removed with everything in it at the end.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

namespace plyroom::test {

class temp_dir {
public:
    temp_dir() {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "plyroom-test-XXXXXX").string();
        if (mkdtemp(pattern.data()) != nullptr)
            path_ = pattern;
    }
    ~temp_dir() {
        std::error_code ignored;
        if (!path_.empty())
            std::filesystem::remove_all(path_, ignored);
    }
    temp_dir(const temp_dir&) = delete;
    temp_dir& operator=(const temp_dir&) = delete;

    // Empty if the folder could not be made.
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

} // namespace plyroom::test
